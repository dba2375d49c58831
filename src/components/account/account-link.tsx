import { Button, Flex, Link, Skeleton, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  selectIsLoading,
  selectIsUnavailable,
  selectUserLabel,
} from '../../../machines/auth/auth.selectors';
import { AuthActor } from '../../app/auth-actor';
import { path } from '../../app/paths';
import { accountText } from '../../content/messages';

/** The header's account slot, rendered from the session machine. */
export function AccountLink() {
  const isLoading = AuthActor.useSelector(selectIsLoading);
  const isUnavailable = AuthActor.useSelector(selectIsUnavailable);
  const userLabel = AuthActor.useSelector(selectUserLabel);
  const authActor = AuthActor.useActorRef();

  if (isLoading) {
    // Same size as the link it stands for, so the header does not shift when the session is known.
    return <Skeleton h="5" w="36" aria-busy="true" aria-label={accountText.checking} />;
  }
  if (isUnavailable) {
    return (
      <Flex align="center" gap="2" role="status">
        <Text textStyle="sm" color="fg.muted">
          {accountText.unavailable}
        </Text>
        <Button size="xs" variant="outline" onClick={() => authActor.send({ type: 'auth.retry' })}>
          {accountText.retry}
        </Button>
      </Flex>
    );
  }
  if (userLabel) {
    return (
      <Text fontWeight="medium" truncate maxW="48">
        {userLabel}
      </Text>
    );
  }
  return (
    <Link asChild fontWeight="medium" color="brand.fg">
      <RouterLink to={path.login}>{accountText.signIn}</RouterLink>
    </Link>
  );
}
