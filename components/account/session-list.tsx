'use client';

/**
 * The sessions of /security/history (spec §7 GET /sessions, DELETE /sessions/{id}, DELETE /sessions): one
 * card per session with browser and OS, IP, signed in at, last active, expires, methods and assurance level; "this
 * device" marked. "Sign out this device" on another session revokes it (DELETE /auth/sessions/{id}), "Sign out all
 * other devices" revokes every other one (DELETE /auth/sessions), each after a confirmation; "Show more" loads the
 * next page of Kratos's list. A revoked browser is sent to /login by middleware on its next request.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { followingPageToken, kratosSessionSchema, sessionRows, type SessionRow } from '@/lib/auth/session-rows';
import { clientConfig } from '@/lib/config';
import { ConfirmAction } from './confirm-action';
import { LocalTime } from './local-time';

/** Sessions asked for per "Show more" (Kratos page_size). */
const SESSIONS_PER_PAGE = 10;

const KNOWN_METHODS = ['password', 'code', 'totp', 'lookup_secret', 'webauthn', 'passkey', 'oidc'] as const;

async function sessionsCall(path: string, method: 'GET' | 'DELETE'): Promise<Response> {
  const response = await fetch(`${clientConfig.authBasePath}${path}`, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

function SessionCard({ row, onRevoked }: { row: SessionRow; onRevoked: () => void }) {
  const t = useTranslations('account.sessions');
  const methods = row.methods.map((m) =>
    (KNOWN_METHODS as readonly string[]).includes(m) ? t(`method.${m as (typeof KNOWN_METHODS)[number]}`) : m,
  );
  const device = [row.browser, row.os].filter(Boolean).join(' · ') || t('unknownDevice');
  return (
    <li className="rounded-2xl border border-grey-100 p-4" data-testid="session" data-current={row.current}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-text">{device}</h2>
        {row.current ? (
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-500">
            {t('thisDevice')}
          </span>
        ) : null}
      </div>
      <LabelValueList divided className="mt-2">
        {row.ipAddress ? <LabelValue label={t('ip')}>{row.ipAddress}</LabelValue> : null}
        <LabelValue label={t('signedInAt')}>
          <LocalTime iso={row.signedInAt} />
        </LabelValue>
        <LabelValue label={t('lastActive')}>
          <LocalTime iso={row.lastActiveAt} />
        </LabelValue>
        <LabelValue label={t('expires')}>
          <LocalTime iso={row.expiresAt} />
        </LabelValue>
        <LabelValue label={t('methods')}>{methods.length ? methods.join(', ') : '–'}</LabelValue>
        <LabelValue label={t('assurance')}>{row.aal === 'aal2' ? t('aal2') : t('aal1')}</LabelValue>
      </LabelValueList>
      {row.current ? null : (
        <div className="mt-3">
          <ConfirmAction
            label={t('revoke')}
            question={t('revokeQuestion', { device })}
            confirmLabel={t('revokeConfirm')}
            failedText={t('failed')}
            testId="revoke-session"
            onConfirm={async () => {
              await sessionsCall(`/sessions/${encodeURIComponent(row.id)}`, 'DELETE');
              onRevoked();
            }}
          />
        </div>
      )}
    </li>
  );
}

/**
 * @param initialRows the first page (this device first), rendered on the server.
 * @param initialNextPageToken the page_token of the next page of other sessions, or null.
 */
export function SessionList({
  initialRows,
  initialNextPageToken,
}: {
  initialRows: SessionRow[];
  initialNextPageToken: string | null;
}) {
  const t = useTranslations('account.sessions');
  const router = useRouter();
  const [more, setMore] = useState<SessionRow[]>([]);
  const [pageToken, setPageToken] = useState(initialNextPageToken);
  const [loadState, setLoadState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [revoked, setRevoked] = useState<ReadonlySet<string>>(new Set());
  const rows = [...initialRows, ...more.filter((r) => !initialRows.some((i) => i.id === r.id))].filter(
    (r) => !revoked.has(r.id),
  );
  const others = rows.filter((r) => !r.current);

  const showMore = async () => {
    if (!pageToken) return;
    setLoadState('loading');
    try {
      const query = new URLSearchParams({ page_size: String(SESSIONS_PER_PAGE), page_token: pageToken });
      const response = await sessionsCall(`/sessions?${query.toString()}`, 'GET');
      const page = z.array(kratosSessionSchema).parse(await response.json());
      setMore((previous) => [...previous, ...sessionRows(null, page)]);
      setPageToken(followingPageToken(response.headers.get('link'), page.length, SESSIONS_PER_PAGE));
      setLoadState('idle');
    } catch (error) {
      console.error('[account] next page of sessions failed', error);
      setLoadState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="sessions">
        {rows.map((row) => (
          <SessionCard
            key={row.id}
            row={row}
            onRevoked={() => setRevoked((previous) => new Set(previous).add(row.id))}
          />
        ))}
      </ul>
      {loadState === 'failed' ? (
        <p role="alert" className="text-sm text-main-red">
          {t('moreFailed')}
        </p>
      ) : null}
      {pageToken ? (
        <Button variant="secondary" disabled={loadState === 'loading'} onClick={() => void showMore()}>
          {loadState === 'loading' ? t('loading') : t('showMore')}
        </Button>
      ) : null}
      {others.length ? (
        <ConfirmAction
          label={t('revokeOthers')}
          question={t('revokeOthersQuestion')}
          confirmLabel={t('revokeOthersConfirm')}
          failedText={t('failed')}
          testId="revoke-others"
          onConfirm={async () => {
            await sessionsCall('/sessions', 'DELETE');
            setRevoked(new Set(rows.filter((r) => !r.current).map((r) => r.id)));
            setPageToken(null);
            router.refresh();
          }}
        />
      ) : (
        <p className="text-sm text-grey-400" data-testid="no-other-sessions">
          {t('noOthers')}
        </p>
      )}
    </div>
  );
}
