import { Box, Button, chakra, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { data, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { orderPageMachine } from '#machines/orders/order-page.machine.ts';
import {
  selectCanCancel,
  selectCancelError,
  selectIsAskingEmail,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectIsLoading,
  selectIsLookingUp,
  selectLinkRefused,
  selectLoadError,
  selectLookUpError,
  selectLookUpNotFound,
  selectOrder,
  selectStatusChange,
} from '#machines/orders/order-page.selectors.ts';
import { orderKeyOf, orderNumberPattern } from '#shop-api/order-number.ts';
import { shopperMayCancel, type Order, type OrderProgress } from '#shop-api/orders.ts';
import { inspect } from '#src/actors/inspect.ts';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { EmailField } from '#src/components/form/text-field.tsx';
import { SubmitButton } from '#src/components/form/submit-button.tsx';
import { ConfirmDialog } from '#src/features/orders/confirm-dialog.tsx';
import { Loading, LoadFailure } from '#src/components/ui/load-states.tsx';
import {
  OrderDetails,
  ORDER_PAGE_TITLE_ID,
  TrackedOrder,
} from '#src/features/orders/order-details.tsx';
import { failureMessage } from '#src/components/ui/load-states.tsx';
import { useOrdersServer } from '#src/features/orders/server.ts';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { useHydrated } from '#src/components/ui/use-hydrated.ts';
import { cancelText, orderPageText, orderText } from '#src/features/orders/text.ts';
import { useForm } from '#src/forms/use-form.ts';
import { emailRules } from '#src/forms/validation.ts';
import { path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import type { PageRoute } from '#src/routing/load-page-module.ts';

/** An address that cannot be an order's number is the 404 page; any other asks the server. */
export function orderLoader({ params }: LoaderFunctionArgs) {
  const number = params.number?.toUpperCase() ?? '';
  if (!orderNumberPattern.test(number)) throw data(null, { status: 404 });
  return null;
}

/** What the checkout hands over when it opens the order it just placed. */
interface PlacedState {
  order?: Order;
}

// Printed, the order's page is its confirmation: no header, footer, skip link or buttons, nor
// what is marked data-print="hide". Only while an order's page is open.
const printStyles = {
  '@media print': {
    'header, footer, button, [data-print="hide"], a[href="#main-content"]': {
      display: 'none !important',
    },
    main: { minHeight: '0 !important' },
  },
};

const emailForm = { email: { label: orderPageText.emailLabel, rules: emailRules } };

/**
 * An order's page (`/orders/VB-4820193756`): shown at once after the checkout placed it, otherwise to
 * the signed-in account that placed it (or staff); anyone else gives the order's e-mail first, so
 * that an order's address alone shows nothing. Its owner may cancel it here while the shop has
 * not confirmed it.
 *
 * One prerendered page serves every order's address (scripts/prerender.ts, firebase.json): until
 * it is hydrated it names no order and shows what the page is and a placeholder.
 */
export function OrderPage() {
  useAuthNow();
  const { user, loading } = useAuth();
  const hydrated = useHydrated();
  const number = (useParams().number ?? '').toUpperCase();
  const location = useLocation();
  const placed = (location.state as PlacedState | null)?.order;
  const key = orderKeyOf(location.hash);
  const fromCheckout = placed?.number === number ? placed : undefined;
  const title = hydrated ? orderText.title(number) : orderPageText.titleUnknown;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageMeta title={title} description={orderPageText.description} />
      <Global styles={printStyles} />
      <Stack gap="4">
        {/* One heading whatever the page shows next: focus moves to it on arrival and stays. */}
        <Heading as="h1" id={ORDER_PAGE_TITLE_ID} tabIndex={-1} size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text textStyle="lg" color="fg.muted" data-print="hide">
          {orderPageText.lede}
        </Text>
        {!hydrated || (loading && !fromCheckout) ? (
          <Loading text={orderPageText.loading} height="60" />
        ) : (
          // A sign-in or sign-out, or another link's key, starts the page again: what it may
          // show has changed.
          <OrderView
            key={`${user?.uid ?? 'guest'} ${key ?? ''}`}
            number={number}
            orderKey={key}
            placed={fromCheckout}
            signedIn={user !== null}
          />
        )}
      </Stack>
    </Container>
  );
}

/** The whole order (through its account, link or checkout), not where it stands alone. */
const isWhole = (order: Order | OrderProgress): order is Order => 'lines' in order;

function OrderView({
  number,
  orderKey,
  placed,
  signedIn,
}: {
  number: string;
  /** The key in the page's address: the link the shop e-mailed. */
  orderKey: string | null;
  placed: Order | undefined;
  signedIn: boolean;
}) {
  const server = useOrdersServer();
  const [logic] = useState(() =>
    orderPageMachine.provide({
      actors: {
        openOrder: fromPromise(({ input }) => server.openOrder(input)),
        loadOrder: fromPromise(({ input }) => server.getMyOrder(input.number)),
        lookUp: fromPromise(({ input }) => server.trackOrder(input)),
        cancelOrder: fromPromise(({ input }) => server.cancelOrder(input.number)),
      },
      guards: {
        orderMayBeCancelled: ({ context }) =>
          context.order !== null && shopperMayCancel(context.order.status),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, {
    input: { number, placed, signedIn, key: orderKey },
    inspect,
    systemId: 'orderPage',
  });
  const order = selectOrder(snapshot);
  const loadError = selectLoadError(snapshot);
  const statusChange = selectStatusChange(snapshot);

  // Back on the page after a while away: the order may have moved on meanwhile.
  useEffect(() => {
    const shown = () => {
      if (document.visibilityState === 'visible') send({ type: 'page.shown' });
    };
    document.addEventListener('visibilitychange', shown);
    window.addEventListener('focus', shown);
    return () => {
      document.removeEventListener('visibilitychange', shown);
      window.removeEventListener('focus', shown);
    };
  }, [send]);

  if (order) {
    const actions = (
      <>
        <Button variant="outline" onClick={() => window.print()}>
          {orderPageText.print}
        </Button>
        {selectCanCancel(snapshot) && (
          <Button
            colorPalette="red"
            variant="subtle"
            onClick={() => send({ type: 'cancel.request' })}
          >
            {cancelText.button}
          </Button>
        )}
      </>
    );
    return (
      <Stack gap="6">
        {/* Told, not focused: the shopper may be reading or typing elsewhere on the page. */}
        <chakra.p role="status" srOnly>
          {statusChange && orderPageText.statusNow(statusChange)}
        </chakra.p>
        {isWhole(order) ? (
          <OrderDetails
            order={order}
            level={1}
            actions={actions}
            notice={
              placed && (
                <Notice status="success" title={orderPageText.placedTitle}>
                  {orderPageText.confirmationOnItsWay(placed.contact.email)}
                </Notice>
              )
            }
          />
        ) : (
          <TrackedOrder order={order} level={1} actions={actions} />
        )}
        {signedIn && (
          <Box data-print="hide">
            <AppLink to={path.account}>{orderPageText.yourOrders}</AppLink>
          </Box>
        )}
        <ConfirmDialog
          open={selectIsConfirmingCancel(snapshot)}
          title={cancelText.title(order.number)}
          confirmLabel={cancelText.confirm}
          keepLabel={cancelText.keep}
          busy={selectIsCancelling(snapshot)}
          busyLabel={cancelText.cancelling}
          error={selectCancelError(snapshot)}
          errorTitle={cancelText.failed}
          onConfirm={() => send({ type: 'cancel.confirm' })}
          onDismiss={() => send({ type: 'cancel.dismiss' })}
          finalFocus={() => document.getElementById(ORDER_PAGE_TITLE_ID)}
        >
          {cancelText.body}
        </ConfirmDialog>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {selectIsLoading(snapshot) && <Loading text={orderPageText.loading} height="60" />}
      {loadError !== null && (
        <LoadFailure
          title={orderPageText.failedTitle}
          error={loadError}
          onRetry={() => send({ type: 'order.retry' })}
        />
      )}
      {selectIsAskingEmail(snapshot) && selectLinkRefused(snapshot) && (
        <Notice status="warning" title={orderPageText.linkRefusedTitle}>
          {orderPageText.linkRefused}
        </Notice>
      )}
      {selectIsAskingEmail(snapshot) && (
        <EmailQuestion
          busy={selectIsLookingUp(snapshot)}
          notFound={selectLookUpNotFound(snapshot)}
          error={selectLookUpError(snapshot)}
          signedIn={signedIn}
          onSubmit={(email) => send({ type: 'lookup.submit', email })}
        />
      )}
    </Stack>
  );
}

function EmailQuestion({
  busy,
  notFound,
  error,
  signedIn,
  onSubmit,
}: {
  busy: boolean;
  notFound: boolean;
  error: unknown;
  signedIn: boolean;
  onSubmit: (email: string) => void;
}) {
  const form = useForm(emailForm, { email: '' });
  const location = useLocation();
  return (
    <Box borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} maxW="lg">
      <form
        noValidate
        aria-labelledby="order-email-title"
        onSubmit={form.handleSubmit(({ email }) => onSubmit(email.trim()))}
      >
        <Stack gap="4">
          <Heading as="h2" size="md" id="order-email-title">
            {orderPageText.askTitle}
          </Heading>
          <EmailField {...form.textField('email')} helperText={orderPageText.emailHelp} />
          {notFound && (
            <Notice status="info" title={orderPageText.notFoundTitle}>
              {orderPageText.notFoundBody}
            </Notice>
          )}
          {error !== null && (
            <Notice status="error" title={orderPageText.lookUpFailed}>
              {failureMessage(error)}
            </Notice>
          )}
          <SubmitButton busy={busy} busyText={orderPageText.searching} alignSelf="flex-start">
            {orderPageText.show}
          </SubmitButton>
          {!signedIn && (
            <Text color="fg.muted">
              {orderPageText.signInHint}{' '}
              <AppLink to={withReturnPath(path.login, location.pathname)}>
                {orderPageText.signIn}
              </AppLink>
            </Text>
          )}
        </Stack>
      </form>
    </Box>
  );
}

/** The route's part that lives here (src/app/router.tsx loads it on first visit). */
export const route: PageRoute = { loader: orderLoader, Component: OrderPage };
