import { sanitizeLegalHtml } from './sanitize';
import { sanitizedCopy } from './sanitized-copy';

jest.mock('server-only', () => ({}));
jest.mock('./sanitize', () => {
  const actual = jest.requireActual<typeof import('./sanitize')>('./sanitize');
  return { ...actual, sanitizeLegalHtml: jest.fn(actual.sanitizeLegalHtml) };
});

const sanitize = jest.mocked(sanitizeLegalHtml);
const URL_ = 'https://legal.example/terms';
const ORIGIN = 'http://localhost:3000';

beforeEach(() => sanitize.mockClear());

describe('sanitizedCopy', () => {
  it('sanitises a source once and answers the same result after', () => {
    const first = sanitizedCopy('<p>Terms <script>x()</script></p>', URL_, ORIGIN);
    const second = sanitizedCopy('<p>Terms <script>x()</script></p>', URL_, ORIGIN);
    expect(second).toBe(first);
    expect(first.html).not.toContain('script');
    expect(sanitize).toHaveBeenCalledTimes(1);
  });

  it('sanitises a changed source, another URL or another origin anew', () => {
    sanitizedCopy('<p>One</p>', URL_, ORIGIN);
    expect(sanitizedCopy('<p>Two</p>', URL_, ORIGIN).html).toContain('Two');
    sanitizedCopy('<p>One</p>', 'https://legal.example/privacy', ORIGIN);
    sanitizedCopy('<p>One</p>', URL_, 'https://ramp.example');
    expect(sanitize).toHaveBeenCalledTimes(4);
  });

  it('keeps at most eight copies, dropping the oldest', () => {
    for (let i = 0; i < 9; i++) sanitizedCopy(`<p>Doc ${i}</p>`, URL_, 'https://keep.example');
    sanitize.mockClear();
    sanitizedCopy('<p>Doc 8</p>', URL_, 'https://keep.example');
    expect(sanitize).not.toHaveBeenCalled();
    sanitizedCopy('<p>Doc 0</p>', URL_, 'https://keep.example');
    expect(sanitize).toHaveBeenCalledTimes(1);
  });
});
