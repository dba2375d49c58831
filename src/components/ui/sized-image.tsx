import { Image, type ImageProps } from '@chakra-ui/react';

interface SizedImageProps extends Omit<ImageProps, 'htmlWidth' | 'htmlHeight'> {
  src: string;
  alt: string;
  /** The picture's own size (every illustration is drawn on a fixed canvas). */
  size: { readonly width: number; readonly height: number };
}

/**
 * A picture as wide as its box, at its own aspect ratio. Its size goes on the `<img>` as
 * attributes (Chakra reads `width`/`height` props as CSS), so its space is kept while it loads.
 */
export function SizedImage({ size, ...props }: SizedImageProps) {
  return (
    <Image
      htmlWidth={size.width}
      htmlHeight={size.height}
      w="full"
      h="auto"
      aspectRatio={`${size.width} / ${size.height}`}
      objectFit="contain"
      {...props}
    />
  );
}
