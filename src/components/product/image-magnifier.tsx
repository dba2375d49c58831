import { Box } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { SizedImage } from '#src/components/ui/sized-image.tsx';
import { useMediaQuery } from '#src/components/ui/use-media-query.ts';

/**
 * The product image's hover magnifier: zoom 2.4, lens 150, 600x400
 * (docs/decisions/0016-what-is-shown-when.md).
 */
const magnifier = { zoom: 2.4, lensSize: 150, frame: { width: 600, height: 400 } } as const;

// Only a mouse or trackpad hovers: on a touch screen a tap would leave the lens stuck there.
const finePointerQuery = '(hover: hover) and (pointer: fine)';

/** Where the pointer is over the picture, and the picture's rendered size, in CSS pixels. */
interface Hover {
  x: number;
  y: number;
  width: number;
  height: number;
}

// The src is our catalog's, but a quote or backslash in it must not end the CSS string early.
const cssUrl = (src: string) => `url("${src.replace(/["\\]/g, '\\$&')}")`;

interface ImageMagnifierProps {
  src: string;
  alt: string;
  /** The picture's own size. */
  size: { readonly width: number; readonly height: number };
}

/**
 * The product page's main picture, fitted in the magnifier's frame at its own aspect ratio. Where a
 * mouse can hover, a round lens follows the pointer and shows the picture magnified under it.
 */
export function ImageMagnifier({ src, alt, size }: ImageMagnifierProps) {
  // jsdom and some embedded browsers have no matchMedia: no magnifier there.
  const finePointer = useMediaQuery(finePointerQuery);
  const [hover, setHover] = useState<Hover | null>(null);
  const { frame } = magnifier;
  // As wide as fits the frame at the picture's own aspect ratio (533px for 4:3).
  const maxWidth = Math.min(frame.width, (frame.height * size.width) / size.height);

  const track = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setHover({
      x: event.clientX - box.left,
      y: event.clientY - box.top,
      width: box.width,
      height: box.height,
    });
  };

  return (
    <Box
      position="relative"
      // w="full": auto margins alone would shrink a grid item to the picture's own width.
      w="full"
      maxW={`${maxWidth}px`}
      mx="auto"
      // The pointer tells a mouse user the picture can be magnified.
      cursor={finePointer ? 'zoom-in' : undefined}
      onMouseMove={finePointer ? track : undefined}
      onMouseLeave={() => setHover(null)}
    >
      <SizedImage
        src={src}
        alt={alt}
        size={size}
        bg="bg.muted"
        borderRadius="l3"
        loading="eager"
        fetchPriority="high"
      />
      {finePointer && hover && <Lens src={src} hover={hover} />}
    </Box>
  );
}

function Lens({ src, hover }: { src: string; hover: Hover }) {
  const { zoom, lensSize } = magnifier;
  const half = lensSize / 2;
  // The lens's centre stays far enough from the edges for the whole lens to sit on the picture.
  const centre = (at: number, length: number) =>
    Math.min(Math.max(at, half), Math.max(half, length - half));
  return (
    <Box
      data-testid="magnifier-lens"
      aria-hidden="true"
      position="absolute"
      boxSize={`${lensSize}px`}
      borderRadius="full"
      borderWidth="2px"
      borderColor="border.emphasized"
      shadow="lg"
      bg="bg.muted"
      bgRepeat="no-repeat"
      pointerEvents="none"
      // Inline, because these change on every mouse move: a class for each would pile up.
      style={{
        left: `${centre(hover.x, hover.width) - half}px`,
        top: `${centre(hover.y, hover.height) - half}px`,
        backgroundImage: cssUrl(src),
        backgroundSize: `${hover.width * zoom}px ${hover.height * zoom}px`,
        // The spot under the pointer sits at the lens's centre, even near an edge, so every part
        // of the picture can be seen magnified.
        backgroundPosition: `${half - hover.x * zoom}px ${half - hover.y * zoom}px`,
      }}
    />
  );
}
