import { type PromoContentMessage, parsePromoFrameHeight } from '@lobby/domain';
import { useEffect, useRef, useState } from 'react';

/** What a custom promo with a script needs: its frame document and the promo to post into it. */
export interface PromoScriptFrameProps {
  /** The frame document's URL (`promo-frame.html` under the app's base path). */
  src: string;
  /** The promo as the frame receives it: sanitized HTML, its CSS and its script. */
  content: PromoContentMessage;
  /** The frame grows to the height its document reports, up to this many px. */
  maxHeightPx: number;
  title: string;
}

/**
 * A frame sandboxed without `allow-same-origin`, so its opaque origin keeps the promo away from the
 * page, its cookies and its storage. Once its own document has loaded, the promo is posted into it,
 * once per mount (a changed promo mounts a new frame); the frame's height answers are taken only
 * from its window and the opaque origin.
 */
export function PromoScriptFrame({ src, content, maxHeightPx, title }: PromoScriptFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const posted = useRef(false);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const frameWindow = frame.current?.contentWindow;
      const sourceIsFrame = !!frameWindow && event.source === frameWindow;
      const next = parsePromoFrameHeight(event.data, { origin: event.origin, sourceIsFrame }, maxHeightPx);
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [maxHeightPx]);

  const onLoad = () => {
    // Only the first document the frame loads is ours; a promo that navigates its frame gets nothing more.
    if (posted.current) return;
    posted.current = true;
    // An opaque origin cannot be named as a target: '*' is the only way in. The content is the
    // promo's own public text, and the frame is the one this component rendered.
    frame.current?.contentWindow?.postMessage(content, '*');
  };

  return (
    <iframe
      ref={frame}
      className="lb-custom-promo__frame"
      title={title}
      sandbox="allow-scripts"
      src={src}
      onLoad={onLoad}
      style={height === null ? undefined : { height }}
      data-frame-height={height ?? undefined}
    />
  );
}
