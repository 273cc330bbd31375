/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useLocale, useTranslations } from 'next-intl';
import { MoreMessages } from './more-messages';

function Reader() {
  const shell = useTranslations('header');
  const page = useTranslations('auth');
  return (
    <p>
      {useLocale()} · {shell('close')} · {page('startOver')}
    </p>
  );
}

describe('MoreMessages (page namespaces added to the shell messages)', () => {
  it("keeps the root provider's namespaces and locale and adds the page's", () => {
    render(
      <NextIntlClientProvider
        locale="pt"
        timeZone="UTC"
        messages={{ header: { close: 'Fechar' } }}
        onError={(error) => {
          throw error;
        }}
      >
        <MoreMessages messages={{ auth: { startOver: 'Recomeçar' } }}>
          <Reader />
        </MoreMessages>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('pt · Fechar · Recomeçar')).toBeTruthy();
  });
});
