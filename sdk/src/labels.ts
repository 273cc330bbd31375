/** The SDK's own few words (the overlay's close button, the new-window offer), in the widget's two languages. */

const LABELS = {
  en: { close: 'Close', newWindow: 'Continue in a new window' },
  pt: { close: 'Fechar', newWindow: 'Continuar em uma nova janela' },
};

/** The words for a language tag (`pt-BR` → Portuguese); English otherwise. */
export function labels(language: string): (typeof LABELS)['en'] {
  return /^pt\b/i.test(language) ? LABELS.pt : LABELS.en;
}
