'use client';

/**
 * "Change e-mail" on /profile (spec §7 settings flow, `profile` group): asks Kratos for a settings flow
 * from the browser (JSON through the app's /auth route, which also stores Kratos's CSRF cookie) and reloads /profile
 * with it, where the server reads the flow and shows its e-mail field. Kratos's browser init would redirect to the
 * settings ui_url (/security) instead, so this screen creates the flow itself, like /login-google.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod/mini';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { browserFlowPath } from '@/lib/auth/flow-url';

const createdFlowSchema = z.looseObject({ id: z.string().check(z.minLength(1)) });

export function EmailChangeStart() {
  const t = useTranslations('account.profile.emailChange');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const start = async () => {
    setState('busy');
    try {
      const response = await fetch(browserFlowPath('settings'), {
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      const { id } = createdFlowSchema.parse(await response.json());
      const url = new URL('/profile', window.location.origin);
      url.searchParams.set('flow', id);
      window.location.assign(url.href);
    } catch (error) {
      console.error('[profile] could not start the e-mail change', error);
      setState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {state === 'failed' ? <Banner tone="error">{t('failed')}</Banner> : null}
      <Button
        variant="secondary"
        width="full"
        onClick={() => void start()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy' || undefined}
      >
        {t('start')}
      </Button>
    </div>
  );
}
