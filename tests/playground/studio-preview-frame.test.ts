// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mirrorStyles } from '../../src/playground/preview-frame.tsx';

// The studio draws each preview in a frame of its own width; the screen's style sheets, which Vite puts in the
// studio page's head as the renderer's modules load, are copied into the frame's head, and kept in step with them.

function style(doc: Document, text: string, attributes: Record<string, string> = {}): HTMLStyleElement {
  const element = doc.createElement('style');
  element.textContent = text;
  for (const [k, v] of Object.entries(attributes)) element.setAttribute(k, v);
  doc.head.append(element);
  return element;
}

const copied = (doc: Document) =>
  [...doc.head.querySelectorAll('style, link')].map((e) => e.textContent || e.getAttribute('href'));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe("the preview frame's style sheets", () => {
  it("copies the screen's sheets, not the studio's nor emotion's, and follows additions, changes and removals", async () => {
    const frame = document.implementation.createHTMLDocument('frame');
    const plain = style(document, '.journey-actions { display: flex }', {
      'data-vite-dev-id': '/repo/src/renderer/shell/plain-ui.css',
    });
    style(document, 'body { font-family: system-ui }', { 'data-vite-dev-id': '/repo/src/playground/playground.css' });
    style(document, '.css-1 { color: red }', { 'data-emotion': 'css' });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/form.css';
    document.head.append(link);
    const stop = mirrorStyles(document, frame);
    expect(copied(frame)).toEqual(['.journey-actions { display: flex }', '/assets/form.css']);

    // a sheet loaded with a later module, a sheet changed by a hot reload, a sheet taken out
    style(document, '.journey-light-form { margin-top: 16px }', {
      'data-vite-dev-id': '/repo/src/renderer/form/light-form.css',
    });
    plain.textContent = '.journey-actions { display: grid }';
    link.remove();
    await nextFrame();
    expect(copied(frame)).toEqual(['.journey-actions { display: grid }', '.journey-light-form { margin-top: 16px }']);

    // stopped (the frame is gone): nothing more is copied
    stop();
    style(document, '.late { color: blue }', { 'data-vite-dev-id': '/repo/src/renderer/late.css' });
    await nextFrame();
    expect(copied(frame)).toHaveLength(2);
  });
});
