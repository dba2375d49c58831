import { formatWhole } from '#shop-api/money.ts';

/**
 * What the staff's pages share (orders, reviews, questions, stock, messages): the way between
 * them, and what anyone who is not staff is told. Each page's own words: `staffOrdersText`
 * (orders.ts), `staffReviewsText`, `staffQuestionsText`, `staffStockText`,
 * `staffProductsText`, `staffOffersText`, `staffMessagesText` and the product chooser's `staffProductChoiceText` here.
 */
export const staffText = {
  navLabel: 'Staff pages',
  nav: {
    orders: 'Orders',
    reviews: 'Reviews',
    questions: 'Questions',
    stock: 'Stock',
    products: 'Products',
    offers: 'Offers',
    messages: 'Messages',
  },
  loading: 'Checking your account...',
  signInTitle: 'Staff only',
  signInBody: "This page is for the shop's staff. Sign in with a staff account to see it.",
  signIn: 'Sign in',
  forbiddenTitle: 'Staff only',
  forbiddenBody:
    "This page is for the shop's staff, and this account is not a staff account. Your own orders are in your account.",
  account: 'Go to your account',
} as const;

/** The product chooser of the stock and products pages (staff-product-choice.tsx). */
export const staffProductChoiceText = {
  find: 'Find a product',
  findHelp: 'Part of its name or its id, like vb-0111.',
  noMatch: (query: string) => `No product matches "${query}".`,
  matches: (count: number) =>
    count === 1 ? '1 product matches.' : `${formatWhole(count)} products match.`,
  firstOf: (listed: number, count: number) =>
    `The first ${formatWhole(listed)} of ${formatWhole(count)} are listed: find the one you want by its name or id.`,
} as const;

export const staffReviewsText = {
  title: 'Reviews',
  description: "Shoppers' reviews to moderate: those hidden by reports first.",
  loading: 'Loading reviews...',
  failed: 'We could not load the reviews',
  filterLabel: 'Show reviews that are',
  filters: {
    reported: 'Reported (hidden until you look)',
    hidden: 'Hidden by staff',
    shown: 'Shown',
  },
  empty: {
    reported: 'No reported reviews wait for you.',
    hidden: 'No review is hidden by staff.',
    shown: 'No review is shown.',
  },
  visibility: {
    shown: 'Shown',
    reported: 'Reported',
    hidden: 'Hidden',
  } as Record<string, string>,
  byLine: (author: string, date: string) => `By ${author} on ${date}`,
  edited: 'edited',
  reports: (count: number) => (count === 1 ? '1 report' : `${count === 0 ? 'No' : count} reports`),
  moderate: {
    shown: {
      label: 'Show again',
      ariaLabel: (title: string) => `Show again: review “${title}”`,
      question: 'Show it on the product page again? Its reports are cleared.',
      yes: 'Yes, show it',
    },
    hidden: {
      label: 'Hide',
      ariaLabel: (title: string) => `Hide: review “${title}”`,
      question: 'Hide it from the product page?',
      yes: 'Yes, hide it',
    },
  },
  keep: 'Not now',
  moderated: {
    shown: 'Shown again: it is back on the product page.',
    hidden: 'Hidden: it is off the product page.',
  } as Record<string, string>,
  moderationFailed: 'The review was not changed',
} as const;

export const staffQuestionsText = {
  title: 'Questions',
  description: "Shoppers' questions about products: answer those still waiting for the shop.",
  loading: 'Loading questions...',
  failed: 'We could not load the questions',
  filterLabel: 'Show questions',
  filters: {
    unanswered: 'Waiting for a staff answer',
    hidden: 'Hidden',
  },
  empty: {
    unanswered: 'No question waits for an answer.',
    hidden: 'No question or answer is hidden.',
  },
  hidden: 'Hidden',
  askedBy: (author: string, date: string) => `Asked by ${author} on ${date}`,
  answeredBy: (author: string, date: string) => `${author} on ${date}`,
  moderate: {
    shown: {
      label: 'Show again',
      question: 'Show it on the product page again?',
      yes: 'Yes, show it',
    },
    hidden: {
      label: 'Hide',
      question: 'Hide it and its answers from the product page?',
      yes: 'Yes, hide it',
    },
  },
  questionLabel: (label: string, question: string) => `${label}: question “${question}”`,
  answerLabel: (label: string, author: string) => `${label}: answer by ${author}`,
  keep: 'Not now',
  moderated: {
    question: {
      shown: 'Shown again: the question is back on the product page.',
      hidden: 'Hidden: the question and its answers are off the product page.',
    },
    answer: {
      shown: 'Shown again: the answer is back on the product page.',
      hidden: 'Hidden: the answer is off the product page.',
    },
  },
  answered: 'Answered: it is off this list.',
  moderationFailed: 'The question was not changed',
} as const;

export const staffStockText = {
  title: 'Stock',
  description:
    "Each location's units of a product: restock one, move units between two, and see each store's pickups.",
  product: 'Product',
  productHelp: 'Sold-out products come first.',
  soldOut: 'Sold out when the catalog was built',
  inStock: 'Other products',
  noProducts: 'No product is on sale.',
  loadingProducts: 'Loading the products...',
  productsFailed: 'We could not load the products',
  warehouse: 'Warehouse',
  units: {
    heading: (name: string) => `Units of ${name}`,
    location: 'Location',
    count: 'Units',
    loading: 'Loading the units...',
    failed: 'We could not load the units',
  },
  restock: {
    title: 'Restock',
    location: 'Where it arrived',
    quantity: 'Quantity that arrived',
    quantityHelp: 'Added to what the shop counts there now.',
    submit: 'Restock',
    sending: 'Restocking...',
    done: 'Restocked',
    receipt: (place: string, stock: number, name: string) =>
      `${place} now has ${stock} of ${name}.`,
    notified: (count: number) =>
      count === 0
        ? 'Nobody was waiting for it there, so no e-mail is sent.'
        : count === 1
          ? '1 waiting shopper is being e-mailed.'
          : `${count} waiting shoppers are being e-mailed.`,
    failed: 'The stock was not changed',
  },
  transfer: {
    title: 'Move units',
    from: 'From',
    to: 'To',
    quantity: 'Quantity to move',
    submit: 'Move',
    sending: 'Moving...',
    done: 'Moved',
    receipt: (quantity: number, from: string, to: string) =>
      `${quantity} moved from ${from} to ${to}.`,
    counts: (from: string, fromUnits: number, to: string, toUnits: number) =>
      `${from} now has ${fromUnits}, ${to} ${toUnits}.`,
    failed: 'Nothing was moved',
  },
  transfers: {
    heading: 'Latest transfers',
    empty: 'No units of it have been moved yet.',
    line: (quantity: number, from: string, to: string) => `${quantity} from ${from} to ${to}`,
  },
  pickups: {
    heading: 'Pickups',
    store: 'Store',
    loading: 'Loading the pickups...',
    failed: 'We could not load the pickups',
    empty: 'No pickup waits to be collected at this store.',
    dueToday: 'Due today',
    later: 'Later',
    noneToday: 'None ends today.',
    noneLater: 'None ends later.',
    items: (count: number) => (count === 1 ? '1 item' : `${formatWhole(count)} items`),
    reservedUntil: (when: string) => `Reserved until ${when} (Dhaka time)`,
  },
} as const;

export const staffProductsText = {
  title: 'Products',
  description:
    "Change a product's name, description, price or status. The shop's server takes it at once; no deploy is needed.",
  product: 'Product',
  productHelp: 'Products not on sale are listed too.',
  loadingProducts: 'Loading the products...',
  productsFailed: 'We could not load the products',
  loadingProduct: 'Loading the product...',
  productFailed: 'We could not load this product',
  formTitle: (name: string) => `Edit ${name}`,
  name: 'Name',
  productDescription: 'Description',
  price: 'Price ($)',
  priceHelp: 'What shoppers pay, in dollars, like 199.50.',
  originalPrice: 'Price before ($)',
  originalPriceHelp:
    'The same as the price when it is not reduced; higher, and shoppers see the discount.',
  dollars: (label: string) => `Write the ${label.toLowerCase()} in dollars, like 199.50`,
  status: 'Status',
  statuses: { active: 'On sale', inactive: 'Not on sale (hidden from shoppers)' },
  editedAt: (date: string) => `Last changed by staff on ${date}.`,
  fromCatalog: 'As the catalog file has it: staff have not changed it.',
  submit: 'Save changes',
  sending: 'Saving...',
  done: 'Saved',
  saved:
    'Shoppers pay the new price from now on. Listings and search show the change within a minute; the product page shows its new text after the next build of the pages.',
  failed: 'The product was not changed',
} as const;

/** The sales and promo codes page (/staff/offers, staff-offers.tsx). */
export const staffOffersText = {
  title: 'Offers',
  description:
    "Create, change and end sales and promo codes. The shop's server prices every new quote and order by them at once.",
  loading: 'Loading the sales and codes...',
  failed: 'We could not load the sales and codes',
  states: { running: 'Running', 'not-started': 'Starts later', ended: 'Ended' },
  dhaka: (window: string) => `${window} (Dhaka time)`,
  actions: 'Actions',
  change: 'Change',
  endNow: 'End now',
  endQuestion: 'End it now? New quotes and orders no longer get it.',
  endYes: 'Yes, end it now',
  keep: 'Not now',
  sales: {
    heading: 'Sales',
    empty: 'No sale yet: create one below.',
    columns: {
      title: 'Title',
      reduction: 'Reduction',
      covers: 'Covers',
      when: 'When',
      state: 'State',
    },
    changeLabel: (title: string) => `Change sale ${title}`,
    endLabel: (title: string) => `End now: sale ${title}`,
    ended: (title: string) =>
      `The sale ${title} has ended: new quotes and orders no longer get it.`,
    endFailed: 'The sale was not ended',
  },
  codes: {
    heading: 'Promo codes',
    empty: 'No promo code yet: create one below.',
    columns: {
      code: 'Code',
      reduction: 'Reduction',
      minimum: 'Minimum spend',
      when: 'When',
      uses: 'Uses',
      listed: 'On the Offers page',
      state: 'State',
    },
    uses: (uses: number, most: number | null) =>
      most === null ? formatWhole(uses) : `${formatWhole(uses)} of ${formatWhole(most)}`,
    listed: (published: boolean) => (published ? 'Listed' : 'Not listed'),
    changeLabel: (code: string) => `Change code ${code}`,
    endLabel: (code: string) => `End now: code ${code}`,
    ended: (code: string) => `The code ${code} has ended: new quotes and orders refuse it.`,
    endFailed: 'The code was not ended',
  },
  covers: {
    products: (ids: readonly string[]) => `Products ${ids.join(', ')}`,
    category: (label: string) => `Category: ${label}`,
    brand: (label: string) => `Brand: ${label}`,
  },
  reductionKind: 'Reduction',
  reductionKinds: { percent: 'A percentage off', amount: 'An amount off' },
  percent: 'Percentage off (%)',
  percentHelp: 'A whole number from 1 to 90.',
  amount: 'Amount off ($)',
  amountHelp: 'In dollars, like 25 or 9.99. A sale never takes more than 90% off a price.',
  startsAt: 'Starts (Dhaka time)',
  endsAt: 'Ends (Dhaka time)',
  windowHelp: 'From its start (included) to its end (excluded).',
  dollars: (label: string) => `Write the ${label.toLowerCase()} in dollars, like 25 or 9.99`,
  sending: 'Saving...',
  done: 'Saved',
  saleForm: {
    newHeading: 'New sale',
    changeHeading: (title: string) => `Change sale ${title}`,
    startNew: 'Start a new sale instead',
    title: 'Title',
    titleHelp: 'Shoppers read it beside the price, like "Monitor week".',
    scopeKind: 'Covers',
    scopeKinds: { products: 'Products, by id', category: 'A category', brand: 'A brand' },
    productIds: 'Product ids',
    productIdsHelp: 'Separated by commas or spaces, like vb-0001, vb-0002.',
    category: 'Category',
    brand: 'Brand',
    create: 'Create sale',
    save: 'Save sale',
    saved: (title: string) =>
      `${title} is saved: new quotes and orders are priced by it while it runs; listings and the Offers page within seconds.`,
    failed: 'The sale was not saved',
  },
  preview: {
    show: 'Preview prices',
    busy: 'Pricing...',
    heading: 'Prices this sale gives',
    caption: (count: number) =>
      count === 0
        ? 'It covers no product the shop sells now.'
        : `It covers ${formatWhole(count)} ${count === 1 ? 'product' : 'products'}; the cheapest and the dearest, at its start:`,
    product: 'Product',
    regular: 'Price',
    sale: 'With this sale',
    failed: 'We could not price this sale',
  },
  codeForm: {
    newHeading: 'New promo code',
    changeHeading: (code: string) => `Change code ${code}`,
    startNew: 'Start a new code instead',
    code: 'Code',
    codeHelp: '3 to 32 letters, digits or dashes; shoppers type it in any case.',
    codeKept: 'A code keeps its name: to rename it, end it and create a new one.',
    minimum: 'Minimum spend ($)',
    minimumHelp: 'What the products it covers must come to, in dollars (0 for no minimum).',
    maxUses: 'Most uses in all',
    maxUsesPerCustomer: 'Most uses per customer',
    capHelp: 'Empty for no cap.',
    wholeNumber: (label: string) => `The ${label.toLowerCase()} is a whole number`,
    categories: 'Covers only these categories',
    categoriesHelp: 'None ticked: every category but those left out.',
    excluded: 'Leaves out these categories',
    withSales: 'Also takes its share off products already on sale',
    published: 'List it on the Offers page (otherwise only those given it know it)',
    create: 'Create code',
    save: 'Save code',
    saved: (code: string) => `${code} is saved: new quotes and orders use it as it is now.`,
    failed: 'The code was not saved',
  },
  history: {
    heading: 'Changes',
    empty: 'No sale or code has been changed yet.',
    entities: { sale: 'Sale', code: 'Code' },
    actions: { created: 'created', changed: 'changed', ended: 'ended' },
    line: (entity: string, subject: string, action: string) => `${entity} ${subject} ${action}`,
    by: (who: string, date: string) => `by ${who} on ${date}`,
  },
} as const;

export const staffMessagesText = {
  title: 'Messages',
  description:
    "What shoppers wrote through the contact form, the longest waiting first. Each also reached the shop's inbox, to answer from there.",
  loading: 'Loading messages...',
  failed: 'We could not load the messages',
  filterLabel: 'Show messages that are',
  filters: { open: 'Waiting for an answer', handled: 'Handled' },
  empty: { open: 'No message waits for an answer.', handled: 'No message is marked handled yet.' },
  from: (name: string, date: string) => `From ${name}, ${date}`,
  reply: (email: string) => `Reply to ${email}`,
  handledOn: (date: string) => `Handled on ${date}`,
  markHandled: 'Mark as handled',
  markHandledFor: (subject: string) => `Mark as handled: ${subject}`,
  marked: 'Marked as handled: it is under Handled now.',
  markFailed: 'The message was not marked',
} as const;
