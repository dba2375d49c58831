import { Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import {
  Link as RouterLink,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-dom';
import { PageLoadError } from '#src/routing/load-page-module.ts';
import { reloadForNewRelease } from '#src/routing/reload-for-new-release.ts';
import { path } from '#src/routing/paths.ts';
import { errorPageText } from '#src/content/messages.ts';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { ShopperFacingError } from '#src/services/shopper-facing-error.ts';
import { LinkButton } from '#src/components/ui/link-button.tsx';

function isNotFound(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404;
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data.trim()) return data;
    return error.statusText || errorPageText.errorFallback;
  }
  if (error instanceof ShopperFacingError) return error.message;
  return errorPageText.errorFallback;
}

/**
 * Opens the same address again, which loads its data anew (a catalog that failed to arrive, say).
 * A navigation, not a revalidation: it also clears an error a page threw while rendering. A
 * page whose code failed to arrive needs a new document (see PageLoadError).
 */
function RetryButton({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const retry = () =>
    error instanceof PageLoadError
      ? window.location.reload()
      : void navigate(location, { replace: true });
  return (
    <Button
      onClick={retry}
      loading={navigation.state !== 'idle'}
      loadingText={errorPageText.retrying}
    >
      {errorPageText.retry}
    </Button>
  );
}

/**
 * The error page (docs/decisions/0016-what-is-shown-when.md): 'Page Not Found' for 404, else a
 * message and a retry: the error's own when it is written for the shopper, a general one (and the
 * error in the console) for a bug.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isNotFound(error);
  useEffect(() => {
    if (!isRouteErrorResponse(error) && !(error instanceof ShopperFacingError)) {
      console.error('The error page shows its general message for:', error);
    }
    // A page's code gone since a deploy: the new release's page, once, instead of this one.
    if (error instanceof PageLoadError) reloadForNewRelease(error.cause);
  }, [error]);
  const title = notFound ? errorPageText.notFoundTitle : errorPageText.errorTitle;
  const body = notFound ? errorPageText.notFoundBody : errorMessage(error);
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }} textAlign="center">
      <PageMeta title={title} description={body} />
      {notFound && (
        <Text fontSize="6xl" fontWeight="extrabold" color="brand.fg" lineHeight="1" aria-hidden>
          404
        </Text>
      )}
      <Heading as="h1" size="2xl" mt="4">
        {title}
      </Heading>
      <Text mt="3" color="fg.muted">
        {body}
      </Text>
      <Flex mt="8" gap="3" justify="center" wrap="wrap">
        {!notFound && <RetryButton error={error} />}
        <LinkButton asChild variant={notFound ? 'solid' : 'outline'}>
          <RouterLink to={path.home}>{errorPageText.homeLink}</RouterLink>
        </LinkButton>
        <LinkButton asChild variant="outline">
          <RouterLink to={path.products}>{errorPageText.productsLink}</RouterLink>
        </LinkButton>
        <LinkButton asChild variant="ghost">
          <RouterLink to={path.contact}>{errorPageText.contactLink}</RouterLink>
        </LinkButton>
      </Flex>
    </Container>
  );
}

/** The error page for whatever the router caught, unknown routes included. */
export function RouteErrorPage() {
  return <ErrorPage error={useRouteError()} />;
}
