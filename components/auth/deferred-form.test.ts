/**
 * @jest-environment jest-fixed-jsdom
 *
 * The DOM helpers that carry the server's sign-in form over to Ory Elements
 * (components/auth/deferred-auth-flow.tsx).
 */
import type { KratosFlow } from '@/lib/auth/kratos';
import {
  controlPath,
  copyValues,
  enableServerControls,
  findControl,
  focusFirstField,
  formValues,
  isDeferredControl,
  replayOn,
  restoreFocus,
  whenFormReady,
} from './deferred-form';

/** The markup Ory Elements renders for /login on the server: every control disabled until it runs. */
const SERVER_FORM = `
  <form action="/auth/self-service/login?flow=f1" method="POST">
    <input disabled type="hidden" name="csrf_token" value="t0ken">
    <div><label for="identifier">E-mail</label><input disabled id="identifier" type="text" name="identifier" value=""></div>
    <div><label for="password">Password</label><input disabled id="password" type="password" name="password" value=""></div>
    <input disabled type="checkbox" name="remember">
    <button disabled type="submit" name="method" value="password">Sign in</button>
    <button disabled type="button" name="passkey_login_trigger" value="">Passkey</button>
    <button disabled type="submit" name="method" value="code">Send a code</button>
    <button disabled type="submit" name="method" value="totp">Kratos keeps this one disabled</button>
  </form>`;

function node(name: string, extra: Record<string, unknown> = {}) {
  return { type: 'input', group: 'default', attributes: { node_type: 'input', name, type: 'text', ...extra } };
}

const flow = {
  id: 'f1',
  ui: {
    action: '/auth/self-service/login?flow=f1',
    method: 'POST',
    nodes: [
      node('csrf_token', { type: 'hidden', value: 't0ken' }),
      node('identifier', { value: '' }),
      node('password', { type: 'password' }),
      node('method', { type: 'submit', value: 'password' }),
      node('method', { type: 'submit', value: 'totp', disabled: true }),
    ],
  },
} as unknown as KratosFlow;

function mount(html = SERVER_FORM): HTMLElement {
  document.body.innerHTML = '';
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const byName = (container: HTMLElement, selector: string) => container.querySelector<HTMLInputElement>(selector)!;

describe('enableServerControls', () => {
  it('enables what Ory Elements disabled for the server render, and keeps what Kratos disables', () => {
    const container = mount();
    enableServerControls(container, flow.ui.nodes);
    expect(byName(container, '[name=identifier]').disabled).toBe(false);
    expect(byName(container, '[name=csrf_token]').disabled).toBe(false);
    expect(byName(container, 'button[value=password]').disabled).toBe(false);
    expect(byName(container, 'button[value=totp]').disabled).toBe(true);
  });
});

describe('formValues and withValues', () => {
  it('reads what the person typed, never the hidden fields or the buttons', () => {
    const container = mount();
    byName(container, '[name=identifier]').value = 'demo@example.com';
    byName(container, '[name=password]').value = 'secret';
    byName(container, '[name=remember]').checked = true;
    expect(formValues(container)).toEqual({ identifier: 'demo@example.com', password: 'secret', remember: true });
  });

  it('gives those values to Ory Elements’s fields as typing would, never to the hidden fields', () => {
    const rendered = mount();
    const typed: string[] = [];
    rendered.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).name));
    copyValues({ identifier: 'demo@example.com', password: 'secret', remember: true, csrf_token: 'forged' }, rendered);
    expect(byName(rendered, '[name=identifier]').value).toBe('demo@example.com');
    expect(byName(rendered, '[name=password]').value).toBe('secret');
    expect(byName(rendered, '[name=csrf_token]').value).toBe('t0ken');
    expect(typed).toEqual(['identifier', 'password']);
  });
});

describe('finding a control again in Ory Elements’s render', () => {
  it('finds a field by its name and a method button by its value, even where the markup moved', () => {
    const server = mount();
    const code = controlPath(server, byName(server, 'button[value=code]'))!;
    const password = controlPath(server, byName(server, '[name=password]'))!;
    // Ory Elements's render: the same controls, one element fewer before them (its script went to the head).
    const rendered = mount(SERVER_FORM.replace('<input disabled type="hidden" name="csrf_token" value="t0ken">', ''));
    expect(findControl(rendered, code)).toBe(byName(rendered, 'button[value=code]'));
    expect(findControl(rendered, password)).toBe(byName(rendered, '[name=password]'));
  });

  it('falls back to the place of an unnamed control, and answers null outside the container', () => {
    const container = mount('<div><p>text</p><button>Go</button></div>');
    const path = controlPath(container, container.querySelector('button'))!;
    expect(path.selector).toBe(':scope > div:nth-child(1) > button:nth-child(2)');
    expect(findControl(container, path)).toBe(container.querySelector('button'));
    expect(controlPath(container, document.body)).toBeNull();
  });

  it('holds clicks on buttons only: links and fields work on their own', () => {
    const container = mount('<a href="/recovery">Forgot?</a><button><span>Sign in</span></button><input name="x">');
    expect(isDeferredControl(container.querySelector('span'))).toBe(container.querySelector('button'));
    expect(isDeferredControl(container.querySelector('a'))).toBeNull();
    expect(isDeferredControl(container.querySelector('input'))).toBeNull();
  });
});

describe('replayOn', () => {
  it('clicks the same button once Ory Elements has enabled it', async () => {
    const server = mount();
    enableServerControls(server, flow.ui.nodes);
    const held = { kind: 'click' as const, target: controlPath(server, byName(server, 'button[value=code]'))! };
    const rendered = mount();
    const clicks: string[] = [];
    rendered.addEventListener('click', (event) => {
      clicks.push((event.target as HTMLButtonElement).value);
      event.preventDefault();
    });
    replayOn(rendered, held);
    expect(clicks).toEqual([]);
    byName(rendered, 'button[value=code]').disabled = false;
    await Promise.resolve();
    expect(clicks).toEqual(['code']);
  });
});

describe('focus', () => {
  it('focuses the first text field on load, as Ory Elements would, unless something has the focus', () => {
    const container = mount();
    enableServerControls(container, flow.ui.nodes);
    // jsdom lays nothing out: give the fields a box so that they count as visible.
    for (const input of container.querySelectorAll('input'))
      input.getClientRects = () => [{}] as unknown as DOMRectList;
    focusFirstField(container);
    expect(document.activeElement).toBe(byName(container, '[name=identifier]'));
    byName(container, '[name=password]').focus();
    focusFirstField(container);
    expect(document.activeElement).toBe(byName(container, '[name=password]'));
  });

  it('puts the person’s field and caret back in Ory Elements’s render once that field is enabled', async () => {
    const server = mount();
    enableServerControls(server, flow.ui.nodes);
    const typedIn = byName(server, '[name=password]');
    typedIn.value = 'Sandbox';
    typedIn.focus();
    typedIn.setSelectionRange(3, 3);
    const focus = controlPath(server, typedIn)!;
    const rendered = mount();
    const password = byName(rendered, '[name=password]');
    password.value = 'Sandbox';
    restoreFocus(rendered, focus);
    expect(document.activeElement).not.toBe(password);
    password.disabled = false;
    await Promise.resolve();
    expect(document.activeElement).toBe(password);
    expect(password.selectionStart).toBe(3);
  });
});

describe('whenFormReady', () => {
  it('waits until Ory Elements has enabled its form, and can be cancelled', async () => {
    const rendered = mount();
    const ready = jest.fn();
    const cancelled = jest.fn();
    whenFormReady(rendered, ready);
    const cancel = whenFormReady(rendered, cancelled);
    cancel();
    expect(ready).not.toHaveBeenCalled();
    byName(rendered, '[name=identifier]').disabled = false;
    await Promise.resolve();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
