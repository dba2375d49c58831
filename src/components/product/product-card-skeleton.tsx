import { Card, Skeleton, SkeletonText } from '@chakra-ui/react';

/**
 * A product card's outline while products load: the same image, lines and button, so nothing
 * moves when they arrive. Hidden from screen readers: the caller announces the loading.
 */
export function ProductCardSkeleton() {
  return (
    <Card.Root size="sm" h="full" overflow="hidden" aria-hidden="true">
      <Skeleton w="full" aspectRatio="4 / 3" borderRadius="0" />
      {/* Brand, a two-line name, stars, price, stock: each at the height of the card's line. */}
      <Card.Body gap="1.5">
        <Skeleton h="4" w="16" />
        <SkeletonText noOfLines={2} h="5.5" gap="1" />
        <Skeleton h="4" w="28" />
        <Skeleton h="7" w="24" />
        <Skeleton h="5" w="16" />
      </Card.Body>
      <Card.Footer>
        <Skeleton h="10" w="full" />
      </Card.Footer>
    </Card.Root>
  );
}
