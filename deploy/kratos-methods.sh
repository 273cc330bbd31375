#!/bin/sh
# Runs Ory Kratos (the arguments: the binary, then its own, e.g. `kratos serve -c …`) with the optional sign-in
# methods of deploy/kratos.yml switched on from the deployment's variables. Each method stays off while its variables
# are unset, and Kratos starts either way; a method half configured stops the start with a message saying what is
# missing. deploy/compose.yaml starts Kratos through this script, and so does e2e/production/topology.ts.
#
#   PASSKEY_RP_ID            passkeys on: the relying party id, the app's host (e.g. ramp.example)
#   PASSKEY_RP_ORIGINS       required with it: the origins passkeys are used on, comma-separated (the app's origin,
#                            e.g. https://ramp.example; compose.yaml defaults it to APP_ORIGIN)
#   PASSKEY_RP_DISPLAY_NAME  optional: the name a device shows for the relying party (default Ramp)
#   GOOGLE_CLIENT_ID         Google on (OIDC provider id google): the OAuth client of Google Cloud's console, whose
#   GOOGLE_CLIENT_SECRET     authorised redirect URI is <app origin>/auth/self-service/methods/oidc/callback/google
#
# Kratos reads any config key from the environment variable named after its path (SELFSERVICE_METHODS_PASSKEY_…);
# an indexed name (…_OIDC_CONFIG_PROVIDERS_0_CLIENT_ID) sets that one field of the file's provider, keeping the rest.
set -eu

if [ -n "${PASSKEY_RP_ID:-}" ]; then
  export SELFSERVICE_METHODS_PASSKEY_ENABLED=true
  export SELFSERVICE_METHODS_PASSKEY_CONFIG_RP_ID="$PASSKEY_RP_ID"
  export SELFSERVICE_METHODS_PASSKEY_CONFIG_RP_ORIGINS="${PASSKEY_RP_ORIGINS:?is required with PASSKEY_RP_ID}"
  if [ -n "${PASSKEY_RP_DISPLAY_NAME:-}" ]; then
    export SELFSERVICE_METHODS_PASSKEY_CONFIG_RP_DISPLAY_NAME="$PASSKEY_RP_DISPLAY_NAME"
  fi
fi

if [ -n "${GOOGLE_CLIENT_ID:-}" ] || [ -n "${GOOGLE_CLIENT_SECRET:-}" ]; then
  : "${GOOGLE_CLIENT_ID:?is required with GOOGLE_CLIENT_SECRET}"
  : "${GOOGLE_CLIENT_SECRET:?is required with GOOGLE_CLIENT_ID}"
  export SELFSERVICE_METHODS_OIDC_ENABLED=true
  export SELFSERVICE_METHODS_OIDC_CONFIG_PROVIDERS_0_CLIENT_ID="$GOOGLE_CLIENT_ID"
  export SELFSERVICE_METHODS_OIDC_CONFIG_PROVIDERS_0_CLIENT_SECRET="$GOOGLE_CLIENT_SECRET"
fi

exec "$@"
