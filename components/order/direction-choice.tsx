/**
 * The two choices of /decision-flow: one large link per ramp direction, with
 * what each one means in one sentence. Links, not buttons: they work without JavaScript, open in a new tab and
 * are reached with Tab and followed with Enter.
 */
import Link from 'next/link';

export interface DirectionChoiceProps {
  href: string;
  title: string;
  body: string;
  direction: 'on-ramp' | 'off-ramp';
  testId: string;
}

/** One choice: icon, title, sentence, chevron. */
export function DirectionChoice({ href, title, body, direction, testId }: DirectionChoiceProps) {
  return (
    <Link href={href} data-testid={testId} className="group choice-card">
      {/* The arrow and the chevron are drawn by app/globals.css (choice-icon, choice-chevron), not inline SVG: the
          markup is written twice into the page, as HTML and in the RSC payload (HTML size). */}
      <span
        aria-hidden="true"
        className={direction === 'on-ramp' ? 'choice-icon choice-buy' : 'choice-icon choice-sell'}
      />
      <span className="choice-text">
        <span className="choice-title">{title}</span>
        <span className="choice-body">{body}</span>
      </span>
      <span aria-hidden="true" className="choice-chevron" />
    </Link>
  );
}
