import { useRef, useState } from "react";
import { Skeleton } from "../../../web/ui/skeleton.tsx";

const GUTTER_PX = 32;

/**
 * An image at `zoom` (1 = fitting the view's width, never larger than its natural size) turned by
 * `rotation`; the box around it takes the turned size so the scroll area fits it.
 */
export function ImagePreview({
  url,
  title,
  zoom,
  rotation,
  onError,
}: {
  url: string;
  title: string;
  zoom: number;
  rotation: number;
  onError: (message: string) => void;
}) {
  const view = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  const measure = (img: HTMLImageElement) => {
    const room = (view.current?.clientWidth ?? img.naturalWidth + GUTTER_PX) - GUTTER_PX;
    const fit = room > 0 && img.naturalWidth > 0 ? Math.min(1, room / img.naturalWidth) : 1;
    setSize({ width: img.naturalWidth * fit, height: img.naturalHeight * fit });
  };

  const turned = rotation % 180 !== 0;
  const width = (size?.width ?? 0) * zoom;
  const height = (size?.height ?? 0) * zoom;
  return (
    <div ref={view} className="relative flex min-h-64 w-full justify-center">
      <div
        className="relative m-auto"
        style={
          size
            ? { width: Math.round(turned ? height : width), height: Math.round(turned ? width : height) }
            : { width: "100%", height: 256 }
        }
      >
        <img
          src={url}
          alt={title}
          data-rotation={rotation}
          onLoad={(e) => measure(e.currentTarget)}
          onError={() => onError("The image could not be loaded.")}
          className={size ? "absolute left-1/2 top-1/2 max-w-none bg-white shadow-md" : "invisible absolute"}
          style={
            size
              ? {
                  width: Math.round(width),
                  height: Math.round(height),
                  transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                }
              : undefined
          }
        />
        {size ? null : (
          <div role="status" aria-label="Loading preview" className="absolute inset-0">
            <Skeleton className="size-full" />
          </div>
        )}
      </div>
    </div>
  );
}
