import { afterEach, describe, expect, it } from 'vitest';
import { guardScormMessages } from './frame-guard.ts';

function frame(): HTMLIFrameElement {
  const element = document.createElement('iframe');
  document.body.append(element);
  return element;
}

/** Posts `data` as if from `source` and answers whether a listener after the guard received it. */
const contentOrigin = 'http://content.test:3001';

function delivered(data: unknown, source: Window | null, origin = contentOrigin): boolean {
  let received = false;
  const listener = () => {
    received = true;
  };
  window.addEventListener('message', listener);
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
  window.removeEventListener('message', listener);
  return received;
}

const request = { messageId: 'cfapi-1', method: 'LMSGetValue', params: ['cmi.core.lesson_location'] };

afterEach(() => {
  document.body.replaceChildren();
});

describe('guardScormMessages', () => {
  it("lets the launcher's frame call the API and stops any other window's SCORM requests", () => {
    const own = frame();
    const other = frame();
    const unguard = guardScormMessages(own, contentOrigin);
    expect(delivered(request, own.contentWindow)).toBe(true);
    expect(delivered(request, other.contentWindow)).toBe(false);
    expect(delivered(request, null)).toBe(false);
    // The SCO inside the launcher reaches the API only through the launcher's: its own messages are stopped.
    const inner = own.contentDocument?.createElement('iframe');
    if (!inner) throw new Error('The frame has a document.');
    own.contentDocument?.body.append(inner);
    expect(inner.contentWindow).not.toBeNull();
    expect(delivered(request, inner.contentWindow)).toBe(false);
    // The launcher's frame, once navigated away from the content origin, is not the package.
    expect(delivered(request, own.contentWindow, 'null')).toBe(false);
    expect(delivered(request, own.contentWindow, 'http://elsewhere.test')).toBe(false);
    // Messages that are not SCORM requests (a video player's, say) pass.
    expect(delivered({ event: 'ready' }, other.contentWindow)).toBe(true);
    unguard();
    expect(delivered(request, other.contentWindow)).toBe(true);
  });

  it('still knows the frame once it is removed, for the calls its page posted as it unloaded', () => {
    const own = frame();
    const window = own.contentWindow;
    const unguard = guardScormMessages(own, contentOrigin);
    own.remove();
    expect(delivered(request, window)).toBe(true);
    expect(delivered(request, frame().contentWindow)).toBe(false);
    unguard();
  });
});
