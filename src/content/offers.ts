// The Offers page's words (docs/decisions/0042-offers.md).

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const offersText = {
  title: 'Offers',
  description:
    'The sales running now at Voltbay and the promo codes you can use at checkout, with when each ends.',
  intro:
    'Sale prices are already in the prices you see. A promo code is typed at checkout, in the review step; the order is priced with it there.',
  loading: 'Finding the offers running now…',
  salesHeading: 'Sales',
  noSales: 'No sale is running right now. New ones start often: check back soon.',
  codesHeading: 'Promo codes',
  noCodes: 'No promo code is published right now.',
  endsAt: (endsAt: string) => `Ends ${endsAt} (Dhaka time)`,
  until: (endsAt: string) => `Until ${endsAt} (Dhaka time)`,
  percentOff: (percent: number) => `${percent}% off`,
  amountOff: (amount: string) => `${amount} off`,
  onProducts: (count: number) => `On ${count} ${plural(count, 'product', 'products')}`,
  onScope: (name: string, count: number) =>
    `On ${name}: ${count} ${plural(count, 'product', 'products')}`,
  showingSome: (shown: number, count: number) => `The ${shown} biggest savings of ${count}.`,
  seeAll: (name: string) => `See all of ${name}`,
  code: {
    order: 'the products it covers',
    minimum: (amount: string) => `when they come to ${amount} or more`,
    only: (names: string) => `on ${names} only`,
    except: (names: string) => `not on ${names}`,
    withSales: 'also on sale prices',
    notWithSales: 'not on products already on sale',
    perCustomer: (uses: number) =>
      uses === 1 ? 'once per customer' : `up to ${uses} times per customer`,
  },
  codeLabel: 'Code',
};
