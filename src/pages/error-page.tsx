import { Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import {
  Link as RouterLink,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-dom';
import { path } from '../app/paths';
import { errorPageText } from '../content/messages';
import { PageMeta } from '../components/ui/page-meta';

function isNotFound(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404;
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data.trim()) return data;
    return error.statusText || errorPageText.errorFallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return errorPageText.errorFallback;
}

/**
 * Opens the same address again, which loads its data anew (a catalog that failed to arrive, say).
 * A navigation, not a revalidation: it also clears an error a page threw while rendering.
 */
function RetryButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  return (
    <Button
      onClick={() => void navigate(location, { replace: true })}
      loading={navigation.state !== 'idle'}
      loadingText={errorPageText.retrying}
    >
      {errorPageText.retry}
    </Button>
  );
}

/** The spec's error page: 'Page Not Found' for 404, else the error's message and a retry. */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isNotFound(error);
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
        {!notFound && <RetryButton />}
        <Button asChild variant={notFound ? 'solid' : 'outline'}>
          <RouterLink to={path.home}>{errorPageText.homeLink}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={path.products}>{errorPageText.productsLink}</RouterLink>
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to={path.contact}>{errorPageText.contactLink}</RouterLink>
        </Button>
      </Flex>
    </Container>
  );
}

/** The error page for whatever the router caught, unknown routes included. */
export function RouteErrorPage() {
  return <ErrorPage error={useRouteError()} />;
}
