import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fromCallback } from 'xstate';
import {
  recentlyViewedMachine,
  type RecentlyViewedEvent,
} from '#machines/recently-viewed/recently-viewed.machine.ts';
import { selectViewedIds } from '#machines/recently-viewed/recently-viewed.selectors.ts';
import { inspect } from '#src/actors/inspect.ts';
import { recentlyViewedText as text } from '#src/content/recently-viewed.ts';
import { recentlyViewedStore } from '#src/services/storage/recently-viewed-store.ts';
import { ProductGrid } from './product-grid.tsx';
import { useProductsById } from './use-products-by-id.ts';

/** The machine on this browser's localStorage, in step with the other tabs. */
const storedLogic = recentlyViewedMachine.provide({
  actors: {
    watchStorage: fromCallback<RecentlyViewedEvent>(({ sendBack }) =>
      recentlyViewedStore.watch((views) => sendBack({ type: 'recent.storageChanged', views })),
    ),
  },
  actions: {
    // A browser that refuses storage keeps the views for the page: nothing to tell the shopper.
    saveViews: (_, { views }) => void recentlyViewedStore.write(views),
  },
});

/**
 * "Recently viewed": the products kept on the recentlyViewed machine, as cards, newest first (or,
 * as a `summary`, how many), with Clear; nothing when there are none (or only the product on
 * show). Products the catalog no longer sells are left out.
 */
export function RecentlyViewedSection({
  currentProductId,
  summary = false,
}: {
  currentProductId?: string;
  summary?: boolean;
}) {
  const headingId = useId();
  const [snapshot, send] = useMachine(storedLogic, {
    input: { views: recentlyViewedStore.read().value },
    inspect,
    systemId: 'recentlyViewed',
  });
  const [cleared, setCleared] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!currentProductId) return;
    send({ type: 'recent.viewed', view: { productId: currentProductId, viewedAt: Date.now() } });
  }, [currentProductId, send]);
  const otherIds = selectViewedIds(snapshot).filter((id) => id !== currentProductId);
  // Asked of the shop's server only with something to list. Without it the section, a
  // convenience, shows nothing.
  const productsState = useProductsById(otherIds);
  const products = productsState.status === 'loaded' ? productsState.products : [];

  // After Clear the heading stays, with what was done, and takes the focus the button had.
  if (products.length === 0 && !cleared) return null;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="6"
      mt={summary ? undefined : { base: '12', md: '16' }}
    >
      <Stack gap="2">
        <Flex align="center" justify="space-between" gap="4">
          <Heading
            as="h2"
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            size={summary ? 'md' : 'xl'}
          >
            {text.heading}
          </Heading>
          {products.length > 0 && (
            <Button
              variant="outline"
              size="sm"
              aria-label={text.clearLabel}
              onClick={() => {
                setCleared(true);
                send({ type: 'recent.clear' });
                headingRef.current?.focus();
              }}
            >
              {text.clear}
            </Button>
          )}
        </Flex>
        <Text role="status" color={summary ? 'fg.muted' : undefined}>
          {products.length === 0 ? text.cleared : summary && text.kept(products.length)}
        </Text>
      </Stack>
      {products.length > 0 && !summary && <ProductGrid products={products} headingLevel={3} />}
    </Stack>
  );
}
