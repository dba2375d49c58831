import { chakra, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode, type RefCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth, useAuthNow } from '#src/actors/use-auth.ts';
import { ListStates } from '#src/components/ui/load-states.tsx';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { NativeSelect } from '#src/components/ui/native-select.tsx';
import { Notice } from '#src/components/ui/notice.tsx';
import { PageMeta } from '#src/components/ui/page-meta.tsx';
import { staffText } from '#src/features/staff/text.ts';
import { path } from '#src/routing/paths.ts';
import { withReturnPath } from '#src/routing/return-path.ts';
import { ShopApiError } from '#src/services/shop-api/api-client.ts';
import { staffHref, staffSections, type StaffSection } from './staff-sections.ts';

const staffPages = Object.entries(staffSections).map(([section, { label }]) => ({
  to: staffHref(section as StaffSection),
  label,
}));

/**
 * The way between the staff's pages; the page open now is marked (`aria-current`). Plain links:
 * React Router's NavLink would join the router's chunk, which every first view loads.
 */
function StaffNav() {
  const { pathname } = useLocation();
  return (
    <chakra.nav aria-label={staffText.navLabel}>
      <Flex gap="1" wrap="wrap">
        {staffPages.map(({ to, label }) => (
          <AppLink
            key={to}
            to={to}
            aria-current={pathname === to ? 'page' : undefined}
            px="3"
            py="1.5"
            borderRadius="l2"
            color="fg.muted"
            _hover={{ bg: 'bg.muted', color: 'fg' }}
            _currentPage={{ bg: 'bg.muted', color: 'fg' }}
          >
            {label}
          </AppLink>
        ))}
      </Flex>
    </chakra.nav>
  );
}

/**
 * A staff page (orders, reviews, stock): the staff's navigation, the page's title, and its
 * content once someone is signed in; a signed-out visitor is asked to sign in and comes back.
 * Whether the account is staff only the server knows: the content says so when it refuses
 * (`isStaffRefusal`, `NotStaffNotice`).
 */
export function StaffPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useAuthNow();
  const { user, loading } = useAuth();
  const location = useLocation();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageMeta title={title} description={description} />
      <Stack gap="6">
        <StaffNav />
        <Stack gap="1">
          <Heading as="h1" tabIndex={-1} size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        {loading ? (
          <Skeleton h="40" aria-busy="true" aria-label={staffText.loading} />
        ) : user ? (
          // Another account starts the content afresh: nothing of the last one's list stays.
          <Fragment key={user.uid}>{children}</Fragment>
        ) : (
          <Notice status="info" title={staffText.signInTitle}>
            {staffText.signInBody}{' '}
            <AppLink to={withReturnPath(path.login, location.pathname)}>{staffText.signIn}</AppLink>
          </Notice>
        )}
      </Stack>
    </Container>
  );
}

/** The server refused the signed-in account: it is not a staff account. */
export const isStaffRefusal = (error: unknown) =>
  error instanceof ShopApiError && error.code === 'forbidden';

export function NotStaffNotice() {
  return (
    <Notice status="warning" title={staffText.forbiddenTitle}>
      {staffText.forbiddenBody} <AppLink to={path.account}>{staffText.account}</AppLink>
    </Notice>
  );
}

/**
 * A labelled choice on a staff page: what a list shows (an order's state, a review's
 * visibility), or which product a form is about, with a line of help under it when given, and
 * a form's message about it (read with it, as a text field's).
 */
export function StaffChoice({
  id,
  label,
  help,
  error,
  selectRef,
  value,
  onChange,
  maxW = 'xs',
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string | undefined;
  /** Pass a form's `register(name)`, so focus can move to it when it is the first invalid one. */
  selectRef?: RefCallback<HTMLSelectElement>;
  value: string;
  onChange: (value: string) => void;
  maxW?: 'xs' | 'full';
  /** The `<option>`s. */
  children: ReactNode;
}) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, help !== undefined && helpId].filter(Boolean).join(' ');
  return (
    // Never narrower than its options beside a field in a row.
    <Stack gap="1.5" maxW={maxW} flexShrink="0">
      <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm">
        {label}
      </chakra.label>
      <NativeSelect
        id={id}
        ref={selectRef}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </NativeSelect>
      {error && (
        <Text id={errorId} textStyle="sm" color="fg.error">
          {error}
        </Text>
      )}
      {help !== undefined && (
        <Text id={helpId} textStyle="sm" color="fg.muted">
          {help}
        </Text>
      )}
    </Stack>
  );
}

/** The words of a staff list: its filter's label and names, and its loading, failed and empty. */
export interface StaffListText<Filter extends string> {
  filterLabel: string;
  filters: Record<Filter, string>;
  loading: string;
  failed: string;
  empty: Record<Filter, string>;
}

/**
 * A staff list's body (reviews, questions, messages): a choice of what it shows (`StaffChoice`
 * of `filters`), then its rows as a list, or that it is loading, failed (with a retry) or empty;
 * an account the server refused is told the page is for staff instead. `left` says, focusable by
 * its id, what happened to a row that left the list.
 */
export function StaffListBody<Filter extends string>({
  id,
  text,
  filters,
  filter,
  onFilterChange,
  rows,
  loadError,
  onRetry,
  left,
  children,
}: {
  /** The filter's id. */
  id: string;
  text: StaffListText<Filter>;
  filters: readonly Filter[];
  filter: Filter;
  onFilterChange: (filter: Filter) => void;
  rows: readonly unknown[] | null;
  loadError: unknown;
  onRetry: () => void;
  left?: { id: string; text: string } | false;
  /** The rows' `<li>`s. */
  children: ReactNode;
}) {
  if (isStaffRefusal(loadError)) return <NotStaffNotice />;
  return (
    <Stack gap="4">
      <StaffChoice
        id={id}
        label={text.filterLabel}
        value={filter}
        onChange={(chosen) => onFilterChange(chosen as Filter)}
      >
        {filters.map((each) => (
          <option key={each} value={each}>
            {text.filters[each]}
          </option>
        ))}
      </StaffChoice>
      {left && (
        <Text id={left.id} role="status" tabIndex={-1} fontWeight="medium">
          {left.text}
        </Text>
      )}
      <ListStates
        rows={rows}
        error={loadError}
        loadingText={text.loading}
        loadingHeight="40"
        failedTitle={text.failed}
        emptyText={text.empty[filter]}
        onRetry={onRetry}
      />
      {rows !== null && rows.length > 0 && (
        <chakra.ul role="list" listStyleType="none" borderTopWidth="1px">
          {children}
        </chakra.ul>
      )}
    </Stack>
  );
}
