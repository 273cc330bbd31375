/** The one-time code of a Kratos courier message (GET /__sandbox/mail answers it as `code`). */

/** Extracts the one-time code of a Kratos courier message: template_data first, else a 6-digit number in the body. */
export function extractCode(templateData: unknown, body: string): string | null {
  if (templateData && typeof templateData === 'object') {
    const data = templateData as Record<string, unknown>;
    for (const key of ['login_code', 'verification_code', 'recovery_code', 'registration_code']) {
      if (typeof data[key] === 'string' && data[key]) return data[key] as string;
    }
  }
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}
