import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Spinner,
  Stack,
  chakra,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  COMPARE_IDS_PARAM,
  idsInLink,
  compareIdsValue,
  readCompareLink,
  valuesDiffer,
} from '#machines/compare/compare.rules.ts';
import {
  selectLeftOut,
  selectOnlyDifferences,
  selectProductIds,
  selectUnreadable,
} from '#machines/compare/compare.selectors.ts';
import { useCompare } from '#src/actors/use-compare.ts';
import { specificationRowsOf } from '#src/components/compare/compare-rows.ts';
import { CompareIcon } from '#src/components/compare/compare-icon.tsx';
import {
  AddToCartButton,
  OutOfStockNote,
  StockBadge,
} from '#src/components/product/product-card.tsx';
import { ProductPrice } from '#src/components/product/product-price.tsx';
import {
  ProductRatingLine,
  ratingIn,
  useRatings,
} from '#src/components/product/product-rating.late.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { SizedImage } from '#src/components/ui/sized-image.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';
import { compareText as text } from '#src/content/compare.ts';
import { useProductsById } from '#src/components/product/use-products-by-id.ts';
import type { Product } from '#catalog/product.ts';
import { productImageSize } from '#src/services/catalog/product-image.ts';
import { findProduct } from '#catalog/queries.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';
import { href, path } from '#src/routing/paths.ts';

/**
 * Up to 4 products side by side (docs/decisions/0026-compare.md). The comparison is this
 * browser's (or a shared link's): shown once the page has started, never in the HTML, which is
 * the same for everyone (prerendered: scripts/prerender.ts). The catalog loads then too, not in a
 * loader: a loader's data would be written into that HTML.
 */
export function ComparePage() {
  const hydrated = useHydrated();
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={text.title} description={text.description} />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {text.title}
      </Heading>
      <Text color="fg.muted" maxW="3xl" mb={{ base: '4', md: '6' }}>
        {text.intro}
      </Text>
      {hydrated ? <LoadedComparison /> : <Spinner />}
    </Container>
  );
}

const searchOf = (productIds: readonly string[]) =>
  productIds.length === 0 ? '' : `?${COMPARE_IDS_PARAM}=${compareIdsValue(productIds)}`;

/**
 * The comparison once its products are in (those it keeps and those a shared link names, asked of
 * the shop's server); products that fail to arrive show the error page. An empty comparison,
 * without a shared link to read, asks for nothing: it shows at once.
 */
function LoadedComparison() {
  const { productIds } = useCompare({ productIds: selectProductIds });
  const location = useLocation();
  const link = new URLSearchParams(location.search).get(COMPARE_IDS_PARAM);
  const productsState = useProductsById([...new Set([...productIds, ...idsInLink(link)])]);
  if (productIds.length === 0 && link === null) return <Comparison products={[]} />;
  if (productsState.status === 'failed') throw productsState.error;
  if (productsState.status === 'loading') return <Spinner />;
  return <Comparison products={productsState.products} />;
}

function Comparison({ products }: { products: readonly Product[] }) {
  const {
    productIds,
    onlyDifferences,
    unreadable,
    leftOut,
    open,
    drop,
    clear,
    showOnlyDifferences,
  } = useCompare({
    productIds: selectProductIds,
    onlyDifferences: selectOnlyDifferences,
    unreadable: selectUnreadable,
    leftOut: selectLeftOut,
  });
  const notices = [
    unreadable && text.unreadable,
    leftOut.unknown > 0 && text.linkUnknown(leftOut.unknown),
    leftOut.repeated > 0 && text.linkRepeated,
    leftOut.overLimit > 0 && text.linkOverLimit(leftOut.overLimit),
    leftOut.dropped > 0 && text.dropped(leftOut.dropped),
  ].filter((notice) => notice !== false);
  const location = useLocation();
  const navigate = useNavigate();
  // The address last read or written here: a shared link is read once, not again as it changes.
  const written = useRef<string | null>(null);

  // Kept products the catalog no longer sells leave, with a notice.
  useEffect(() => {
    const gone = productIds.filter((id) => findProduct(products, id) === undefined);
    if (gone.length === 0) return;
    drop(gone);
  }, [productIds, products, drop]);

  const search = searchOf(productIds);
  useEffect(() => {
    // A shared link's ids (`?ids=`) replace the list, once; what was wrong with them is said.
    if (location.search !== written.current) {
      written.current = location.search;
      const link = readCompareLink(
        new URLSearchParams(location.search).get(COMPARE_IDS_PARAM),
        (id) => findProduct(products, id) !== undefined,
      );
      if (link) {
        open(link);
        // Once the list is the link's, its address is written.
        if (link.productIds.length > 0) return;
      }
    }
    // The address names the products compared, so the comparison can be shared.
    if (search === location.search) return;
    written.current = search;
    void navigate({ search }, { replace: true, preventScrollReset: true });
  }, [location.search, search, products, open, navigate]);

  const compared = productIds.flatMap((id) => findProduct(products, id) ?? []);
  return (
    <Stack gap="5">
      {notices.map((notice) => (
        <Notice key={notice} status="warning">
          {notice}
        </Notice>
      ))}
      {compared.length === 0 ? (
        <EmptyState
          icon={<CompareIcon boxSize="10" color="gray.500" />}
          title={text.empty}
          hint={text.emptyHint}
          action={{ label: text.browse, to: path.products }}
        />
      ) : (
        <>
          <Flex align="center" justify="space-between" wrap="wrap" gap="3">
            <Text color="fg.muted" aria-live="polite">
              {text.count(compared.length)}
            </Text>
            <Flex align="center" gap="4" wrap="wrap">
              <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  role="switch"
                  boxSize="5"
                  accentColor="blue.600"
                  checked={onlyDifferences}
                  onChange={(event) => showOnlyDifferences(event.target.checked)}
                />
                {text.onlyDifferences}
              </chakra.label>
              <Button variant="outline" size="sm" onClick={clear}>
                {text.clear}
              </Button>
            </Flex>
          </Flex>
          <ComparisonTable products={compared} onlyDifferences={onlyDifferences} />
        </>
      )}
    </Stack>
  );
}

interface Row {
  label: string;
  differs: boolean;
  cells: ReactNode[];
}

function ComparisonTable({
  products,
  onlyDifferences,
}: {
  products: Product[];
  onlyDifferences: boolean;
}) {
  const { remove } = useCompare();
  const ratings = useRatings();
  const several = products.length > 1;
  const fixed: Row[] = [
    {
      label: text.price,
      differs: several && valuesDiffer(products.map((product) => product.priceCents)),
      cells: products.map((product) => <ProductPrice key={product.id} product={product} />),
    },
    {
      label: text.rating,
      differs:
        several &&
        ratings.status === 'known' &&
        valuesDiffer(
          products.map((product) => {
            const rating = ratingIn(ratings, product.id);
            return rating ? `${rating.average}/${rating.count}` : '';
          }),
        ),
      cells: products.map((product) => (
        <ProductRatingLine key={product.id} productId={product.id} />
      )),
    },
    {
      label: text.stock,
      differs: several && valuesDiffer(products.map((product) => (product.stockCount > 0 ? 1 : 0))),
      cells: products.map((product) => (
        <StockBadge key={product.id} stockCount={product.stockCount} />
      )),
    },
    {
      label: text.kind,
      differs: several && valuesDiffer(products.map((product) => product.productType)),
      cells: products.map((product) => product.productType),
    },
  ];
  const specifications: Row[] = specificationRowsOf(products).map((row) => ({
    label: row.label,
    differs: row.differs,
    cells: row.cells.map((cell) =>
      cell.type === 'value' ? (
        cell.text
      ) : (
        <Text as="span" color="fg.muted">
          {cell.type === 'notApplicable' ? text.notApplicable : text.notStated}
        </Text>
      ),
    ),
  }));
  const rows = [...fixed, ...specifications].filter((row) => !onlyDifferences || row.differs);
  return (
    // Wider than a phone: the table scrolls sideways in its own region, reachable by keyboard.
    <Box
      overflowX="auto"
      role="region"
      aria-label={text.tableLabel}
      tabIndex={0}
      borderWidth="1px"
      rounded="l2"
    >
      <Table.Root size="sm" minW={`${10 + products.length * 12}rem`} css={{ tableLayout: 'fixed' }}>
        <Table.Caption srOnly>{text.tableLabel}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10rem">{text.product}</Table.ColumnHeader>
            {products.map((product) => (
              <Table.ColumnHeader key={product.id} scope="col" verticalAlign="top">
                <Stack gap="2">
                  <SizedImage
                    src={product.imageUrl}
                    alt={product.imageAlt}
                    size={productImageSize}
                    bg="bg.muted"
                    rounded="l2"
                    maxW="8rem"
                  />
                  <AppLink
                    to={href('product', { productId: product.id })}
                    color="fg"
                    fontWeight="semibold"
                  >
                    {product.name}
                  </AppLink>
                  <Button
                    size="xs"
                    variant="outline"
                    alignSelf="start"
                    aria-label={text.removeLabel(product.name)}
                    onClick={() => remove(product.id)}
                  >
                    {text.remove}
                  </Button>
                </Stack>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.label} bg={row.differs ? 'yellow.subtle' : undefined}>
              <Table.ColumnHeader as="th" scope="row" fontWeight="semibold">
                <Flex gap="2" align="center" wrap="wrap">
                  {row.label}
                  {row.differs && (
                    <Badge colorPalette="yellow" variant="solid" size="sm">
                      {text.differs}
                    </Badge>
                  )}
                </Flex>
              </Table.ColumnHeader>
              {row.cells.map((cell, index) => (
                <Table.Cell key={products[index]?.id} verticalAlign="top">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {onlyDifferences && rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={products.length + 1}>{text.noDifferences}</Table.Cell>
            </Table.Row>
          )}
          <Table.Row>
            <Table.ColumnHeader as="th" scope="row">
              <Text srOnly>{text.addToCart}</Text>
            </Table.ColumnHeader>
            {products.map((product) => (
              <Table.Cell key={product.id}>
                {product.inStock ? <AddToCartButton product={product} /> : <OutOfStockNote />}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { Component: ComparePage };
