/**
 * @jest-environment node
 *
 * The sanitiser policy of the external terms and privacy documents (spec §2).
 */
import { ID_PREFIX, sanitizeLegalHtml } from './sanitize';

const SOURCE = 'https://legal.provider.example/docs/terms?v=3';
const APP = 'https://ramp.example';
const clean = (html: string) => sanitizeLegalHtml(html, SOURCE, APP);

describe('sanitizeLegalHtml: what is removed', () => {
  it('drops scripts, styles, iframes, objects and forms together with their content', () => {
    const { html } = clean(`<p>Keep</p>
      <script>alert(1)</script><script src="https://evil.example/x.js"></script>
      <style>p{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css">
      <iframe src="https://evil.example/frame">frame text</iframe>
      <object data="x.swf">object text</object><embed src="x.swf">
      <form action="https://evil.example/steal"><input name="card"><button>Pay now</button><select><option>opt</option></select></form>
      <svg><script>alert(2)</script><text>svg text</text></svg><noscript>no js</noscript><template><p>tpl</p></template>`);
    expect(html).toBe('<p>Keep</p>');
  });

  it('lets no markup through raw-text elements inside svg or math (the sanitize-html 2.17.6 advisory)', () => {
    const { html } = clean(
      '<p>x</p><svg><textarea><img src=x onerror=alert(1)></textarea></svg><math><xmp><b onclick=y()>z</b></xmp></math>',
    );
    expect(html).toBe('<p>x</p>');
  });

  it('removes event handlers, inline styles, classes and unknown attributes', () => {
    const { html } = clean(
      `<p onclick="alert(1)" onmouseover="x()" style="color:red" class="lead" data-x="1" title="t">Text</p><h2 onfocus="y()" tabindex="0">T</h2>`,
    );
    expect(html).toBe('<p>Text</p><h3>T</h3>');
  });

  it('drops images and media (no third-party requests from our page)', () => {
    const { html } = clean(
      `<p>A<img src="https://tracker.example/p.gif" onerror="alert(1)">B</p><video src="v.mp4">v</video><audio src="a.mp3"></audio>`,
    );
    expect(html).toBe('<p>AB</p>');
  });

  it('drops the head (title, meta) and keeps only the body text', () => {
    const { html, lang } = clean(`<!doctype html><html lang="en-GB"><head><title>Provider terms</title>
      <meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"></head>
      <body><h1>Terms</h1><p>Body</p></body></html>`);
    expect(html).toBe('<h2>Terms</h2><p>Body</p>');
    expect(lang).toBe('en-GB');
  });

  it('removes javascript:, data: and vbscript: links (also when obfuscated) but keeps their text', () => {
    const { html } = clean(
      `<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a>` +
        `<a href=" javascript:alert(1)">d</a><a href="data:text/html,<script>alert(1)</script>">e</a><a href="vbscript:x">f</a>`,
    );
    expect(html).not.toMatch(/href/);
    expect(html).not.toMatch(/script|data:/i);
    expect(html.replace(/<\/?a[^>]*>/g, '')).toBe('abcdef');
  });

  it('ignores a lang attribute that is not a language tag', () => {
    expect(clean('<html lang="en&quot; onload=&quot;x"><body><p>x</p></body></html>').lang).toBeNull();
  });
});

describe('sanitizeLegalHtml: links are made safe', () => {
  it('resolves relative links against the document URL and marks links leaving the app noopener noreferrer', () => {
    const { html } = clean(
      `<a href="/privacy">p</a><a href="cookies.html">c</a><a href="https://other.example/x" target="_blank" rel="opener">o</a>`,
    );
    expect(html).toBe(
      '<a href="https://legal.provider.example/privacy" rel="noopener noreferrer">p</a>' +
        '<a href="https://legal.provider.example/docs/cookies.html" rel="noopener noreferrer">c</a>' +
        '<a href="https://other.example/x" rel="noopener noreferrer">o</a>',
    );
  });

  it('never keeps target, so no link opens a new window (it would leave a webview)', () => {
    expect(clean('<a href="https://x.example" target="_blank">x</a>').html).not.toContain('target');
  });

  it('keeps mailto and tel links', () => {
    expect(clean('<a href="mailto:support@example.com">m</a> <a href="tel:+5511999999999">t</a>').html).toBe(
      '<a href="mailto:support@example.com" rel="noopener noreferrer">m</a> <a href="tel:+5511999999999" rel="noopener noreferrer">t</a>',
    );
  });

  it('leaves links to the app itself without rel', () => {
    expect(clean('<a href="https://ramp.example/transactions">t</a>').html).toBe(
      '<a href="https://ramp.example/transactions">t</a>',
    );
  });

  it('resolves protocol-relative links to their host, as links leaving the app', () => {
    expect(clean('<a href="//evil.example/x">x</a>').html).toBe(
      '<a href="https://evil.example/x" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps a same-document link whose fragment is broken percent-encoding instead of throwing', () => {
    const { html } = clean('<p><a href="/docs/terms?v=3#%E0%A4%A">Section</a> text</p>');
    expect(html).toContain(`href="#${ID_PREFIX}-E0-A4-A"`);
  });

  it('prefixes ids and keeps in-document anchors working', () => {
    const { html } = clean(
      `<p><a href="#fees">Fees</a> <a href="terms?v=3#kyc">KYC</a> <a name="top"></a></p><h2 id="fees">Fees</h2><h3 id="k y c<">KYC</h3><p id="main">x</p>`,
    );
    expect(html).toBe(
      `<p><a href="#${ID_PREFIX}fees">Fees</a> <a href="#${ID_PREFIX}kyc">KYC</a> <a id="${ID_PREFIX}top"></a></p>` +
        `<h3 id="${ID_PREFIX}fees">Fees</h3><h4 id="${ID_PREFIX}k-y-c-">KYC</h4><p id="${ID_PREFIX}main">x</p>`,
    );
  });
});

describe('sanitizeLegalHtml: what is kept', () => {
  it('keeps the document structure and moves headings one level down (the page has the only h1)', () => {
    const { html, textLength } = clean(
      `<h1>T</h1><h2>S</h2><h6>s</h6><p><strong>b</strong> <em>i</em><br>x</p><ul><li>1</li></ul><ol start="3"><li>3</li></ol>` +
        `<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table><blockquote>q</blockquote>`,
    );
    expect(html).toBe(
      `<h2>T</h2><h3>S</h3><h6>s</h6><p><strong>b</strong> <em>i</em><br />x</p><ul><li>1</li></ul><ol start="3"><li>3</li></ol>` +
        `<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table><blockquote>q</blockquote>`,
    );
    expect(textLength).toBeGreaterThan(0);
  });

  it('reports no text for a page with nothing to show', () => {
    expect(
      clean('<html><head><title>x</title></head><body><script>1</script> <div> </div></body></html>').textLength,
    ).toBe(0);
  });

  it('escapes text that looks like markup instead of emitting it', () => {
    expect(clean('<p>1 &lt; 2 &amp;&amp; <b>x</b></p><xmp><script>alert(1)</script></xmp>').html).toBe(
      '<p>1 &lt; 2 &amp;&amp; <b>x</b></p>',
    );
  });
});
