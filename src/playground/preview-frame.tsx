import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';

/** Where a preview draws its screen: an element of the frame's own document, and emotion's cache writing into its head. */
export interface FrameTarget {
  root: HTMLElement;
  cache: EmotionCache;
}

// the frame's document: same origin as the studio (srcdoc), a viewport of the frame's width, nothing else
const FRAME_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="preview-root"></div></body></html>';
/** A copy in the frame of a style sheet of the studio's page. */
const COPY = 'data-studio-copy';

/**
 * The screen's own style sheets, which Vite puts in the studio page's head as the renderer's modules load (plain-ui.css,
 * light-form.css, ...): not the studio's (src/playground), not emotion's (each frame has its own cache).
 */
function isScreenStyle(node: Element): boolean {
  if (node.tagName === 'LINK') return (node as HTMLLinkElement).rel === 'stylesheet';
  return (
    node.tagName === 'STYLE' &&
    !node.hasAttribute('data-emotion') &&
    !(node.getAttribute('data-vite-dev-id') ?? '').includes('/src/playground/')
  );
}

/** Keeps a copy of the page's screen style sheets in the frame, as they are added, changed (hot reload) or removed. */
export function mirrorStyles(from: Document, to: Document): () => void {
  const copies = new Map<Element, Element>();
  const sync = () => {
    const live = [...from.head.querySelectorAll('style, link[rel="stylesheet"]')].filter(isScreenStyle);
    for (const [source, copy] of copies) {
      if (!live.includes(source)) {
        copy.remove();
        copies.delete(source);
      }
    }
    for (const source of live) {
      const copy = copies.get(source);
      if (!copy) {
        const made = to.importNode(source, true) as Element;
        made.setAttribute(COPY, '');
        to.head.append(made);
        copies.set(source, made);
      } else if (source.tagName === 'STYLE' && copy.textContent !== source.textContent)
        copy.textContent = source.textContent;
    }
  };
  sync();
  let frame = 0;
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(sync);
  });
  observer.observe(from.head, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}

/** The scale that fits `width` px into the box's width (never above 1). */
function useFitScale(box: RefObject<HTMLDivElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setScale(Math.min(1, element.clientWidth / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, width]);
  return scale;
}

interface PreviewFrameProps {
  /** The frame's accessible name. */
  title: string;
  /** The width of the frame's viewport, in CSS px: the width its media queries and breakpoints see. */
  width: number;
  /**
   * The height of the frame's viewport, in CSS px: a device's, fixed. The screen scrolls inside it as on the device. A
   * frame as tall as its content never settles: a screen's loader holds the form's place at 100vh, the frame's own
   * height, so each growth of the frame grew the content by as much again (the studio's page grew by thousands of px a
   * second, re-rendering without end, and the form's background render never finished).
   */
  height: number;
  /** The figure's caption (the scale the frame is shown at is added when below 1). */
  caption: string;
  /** emotion's key for the styles in this frame (lower-case letters). */
  cacheKey: string;
  /** What to draw, given the frame's root and cache (portalled into it); called outside the frame's box. */
  children(target: FrameTarget): ReactNode;
}

/**
 * A same-origin iframe of its own width, so the screen drawn in it (by a portal, from the studio's React tree, with
 * its props and callbacks as they are) lays itself out by the frame's width: its CSS media queries and MUI's
 * breakpoints see 412 px on a phone preview whatever the studio's window is. The screen's style sheets are copied into
 * the frame, MUI's styles are written there by an emotion cache of its own (MuiScope takes it from StyleCacheContext).
 * The frame is shown scaled down when the column is narrower than its width; its height is the device's.
 */
export function PreviewFrame({ title, width, height, caption, cacheKey, children }: PreviewFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<Document>();
  const [target, setTarget] = useState<FrameTarget>();
  const scale = useFitScale(box, width);
  useEffect(() => {
    const root = doc?.getElementById('preview-root');
    if (!doc || !root) return undefined;
    const stopStyles = mirrorStyles(document, doc);
    setTarget({ root, cache: createCache({ key: cacheKey, container: doc.head }) });
    return () => {
      stopStyles();
      setTarget(undefined);
    };
  }, [doc, cacheKey]);
  return (
    <>
      <figcaption>
        {caption}
        {scale < 1 ? ` (shown at ${Math.round(scale * 100)} %)` : ''}
      </figcaption>
      <div
        ref={box}
        className="pg-frame-box"
        style={{ height: Math.ceil(height * scale) }}
        data-scale={scale.toFixed(3)}
      >
        <iframe
          title={title}
          srcDoc={FRAME_HTML}
          onLoad={(e) => setDoc(e.currentTarget.contentDocument ?? undefined)}
          style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
        />
      </div>
      {target && children(target)}
    </>
  );
}
