// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECT_LOGIN_TIMEOUT_MS, FRAME_ANSWER_MS, runFrameFlow } from './iframe';

const ORIGIN = 'https://login.platform.test';
const flow = { url: `${ORIGIN}/hosted/login?s=1`, state: 'st-1' };

const frameWindow = () => document.querySelector('iframe')!.contentWindow;

/** A message as the hosted page posts it: `{code, state}`, from the frame we opened. */
const post = (data: Record<string, string>, origin = ORIGIN, source = frameWindow()) =>
  window.dispatchEvent(new MessageEvent('message', { origin, data, source }));

const frames = () => document.querySelectorAll('iframe').length;

function spyListeners() {
  const added = vi.spyOn(window, 'addEventListener');
  const removed = vi.spyOn(window, 'removeEventListener');
  const messageHandlers = (spy: typeof added) =>
    spy.mock.calls.filter(([type]) => type === 'message').map(([, handler]) => handler);
  return { added: () => messageHandlers(added), removed: () => messageHandlers(removed) };
}

afterEach(() => vi.useRealTimers());

describe('direct login iframe', () => {
  it('opens a hidden iframe and resolves with the matching message, then cleans up', async () => {
    const listeners = spyListeners();
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    const result = runFrameFlow(flow);
    const iframe = document.querySelector('iframe')!;
    expect(iframe.style.display).toBe('none');
    expect(iframe.getAttribute('src')).toBe(flow.url);

    post({ code: 'wrong-origin', state: 'st-1' }, 'https://evil.test');
    post({ code: 'wrong-state', state: 'other' });
    // Another frame or window of the right origin (say a second tab's frame) is not ours.
    post({ code: 'wrong-source', state: 'st-1' }, ORIGIN, window);
    post({ code: 'good', state: 'st-1' });

    await expect(result).resolves.toEqual({ code: 'good', state: 'st-1' });
    expect(frames()).toBe(0);
    expect(listeners.removed()).toEqual(listeners.added());
    expect(clear).toHaveBeenCalled();
  });

  it('resolves an error response (the caller turns it into an error) and cleans up', async () => {
    const listeners = spyListeners();
    const result = runFrameFlow(flow);
    post({ error: 'login_required', error_description: 'No session', state: 'st-1' });
    await expect(result).resolves.toMatchObject({ error: 'login_required' });
    expect(frames()).toBe(0);
    expect(listeners.removed()).toEqual(listeners.added());
  });

  it("times out after 120000 ms with 'OAuth flow timed out' and cleans up", async () => {
    vi.useFakeTimers();
    const listeners = spyListeners();
    const result = runFrameFlow(flow);
    const outcome = expect(result).rejects.toThrow('OAuth flow timed out');
    await vi.advanceTimersByTimeAsync(DIRECT_LOGIN_TIMEOUT_MS - 1);
    expect(frames()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(DIRECT_LOGIN_TIMEOUT_MS).toBe(120000);
    expect(frames()).toBe(0);
    expect(listeners.removed()).toEqual(listeners.added());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up 10 s after a page that loaded without answering (a refused origin), and says why', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = runFrameFlow(flow);
    const outcome = expect(result).rejects.toMatchObject({
      name: 'TimeoutError',
      message: 'OAuth flow timed out',
    });
    const iframe = document.querySelector('iframe')!;
    // A page that loads and redirects (another load) gets its time again.
    iframe.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(FRAME_ANSWER_MS - 1);
    iframe.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(FRAME_ANSWER_MS - 1);
    expect(frames()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(warn.mock.calls[0]![0]).toContain('origins registered for your client id');
    expect(frames()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    warn.mockRestore();
  });

  it.each([
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>parent.postMessage({})</script>', undefined],
    ['http://evil.example/login', undefined],
    [flow.url, ['https://accounts.example']],
  ])('never opens a frame on %s (hosted origins %j)', async (url, allowedOrigins) => {
    await expect(runFrameFlow({ ...flow, url, allowedOrigins })).rejects.toMatchObject({
      name: 'UnsafeUrlError',
    });
    expect(frames()).toBe(0);
  });

  it('cleans up when the iframe cannot be attached', async () => {
    vi.useFakeTimers();
    const listeners = spyListeners();
    vi.spyOn(document.body, 'appendChild').mockImplementation(() => {
      throw new Error('no body');
    });
    await expect(runFrameFlow(flow)).rejects.toThrow('no body');
    expect(listeners.removed()).toEqual(listeners.added());
    expect(vi.getTimerCount()).toBe(0);
  });
});
