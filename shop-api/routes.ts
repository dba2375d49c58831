import { stockRoute } from './stock.ts';
import { ratingsRoute } from './ratings.ts';
import {
  contactRoute,
  staffMessagesRoute,
  markMessageHandledRoute,
  newsletterRoute,
} from './messages.ts';
import {
  quoteRoute,
  placeOrderRoute,
  listOrdersRoute,
  trackOrderRoute,
  openOrderRoute,
  getOrderRoute,
  cancelOrderRoute,
  changeOrderStatusRoute,
  staffOrdersRoute,
} from './orders.ts';
import {
  reviewsRoute,
  saveReviewRoute,
  deleteReviewRoute,
  voteHelpfulRoute,
  reportReviewRoute,
  staffReviewsRoute,
  moderateReviewRoute,
} from './reviews.ts';
import {
  questionsRoute,
  askQuestionRoute,
  answerQuestionRoute,
  staffQuestionsRoute,
  moderateQuestionRoute,
  moderateAnswerRoute,
} from './questions.ts';
import { requestStockAlertRoute } from './stock-alerts.ts';
import {
  productStockRoute,
  restockRoute,
  storePickupsRoute,
  transferRoute,
} from './staff-stock.ts';
import { availabilityRoute } from './availability.ts';
import { listingRoute } from './listing.ts';
import { searchRoute, searchSuggestionsRoute } from './search.ts';
import { productsRoute } from './products.ts';
import { offersRoute } from './published-offers.ts';
import { editableProductRoute, editProductRoute, staffProductsRoute } from './staff-products.ts';
import {
  changeCodeRoute,
  changeSaleRoute,
  createCodeRoute,
  createSaleRoute,
  endCodeRoute,
  endSaleRoute,
  offerHistoryRoute,
  salePreviewRoute,
  staffOffersRoute,
} from './staff-offers.ts';
import type { Route } from './route.ts';

export type { Route, Who } from './route.ts';

// Every endpoint of the shop's server, written once: its method and path under /api, who may call
// it, and the schemas of its path parameters, query, body and answer. Each resource's module
// declares its routes beside its schemas (orders.ts, reviews.ts, ...); this table gathers them
// for the server, which registers its handlers from it and checks each part before a handler
// runs (server/http/routing.ts). The browser imports a route from its resource's module and calls
// it through one client (src/services/shop-api/api-client.ts), so a page's code carries the
// schemas of the resources it calls, not all.

export const routes = {
  stock: stockRoute,
  availability: availabilityRoute,
  ratings: ratingsRoute,
  contact: contactRoute,
  staffMessages: staffMessagesRoute,
  markMessageHandled: markMessageHandledRoute,
  newsletter: newsletterRoute,
  quote: quoteRoute,
  placeOrder: placeOrderRoute,
  listOrders: listOrdersRoute,
  trackOrder: trackOrderRoute,
  openOrder: openOrderRoute,
  getOrder: getOrderRoute,
  cancelOrder: cancelOrderRoute,
  changeOrderStatus: changeOrderStatusRoute,
  staffOrders: staffOrdersRoute,
  reviews: reviewsRoute,
  saveReview: saveReviewRoute,
  deleteReview: deleteReviewRoute,
  voteHelpful: voteHelpfulRoute,
  reportReview: reportReviewRoute,
  staffReviews: staffReviewsRoute,
  moderateReview: moderateReviewRoute,
  questions: questionsRoute,
  askQuestion: askQuestionRoute,
  answerQuestion: answerQuestionRoute,
  staffQuestions: staffQuestionsRoute,
  moderateQuestion: moderateQuestionRoute,
  moderateAnswer: moderateAnswerRoute,
  requestStockAlert: requestStockAlertRoute,
  restock: restockRoute,
  productStock: productStockRoute,
  transfer: transferRoute,
  storePickups: storePickupsRoute,
  products: productsRoute,
  staffProducts: staffProductsRoute,
  editableProduct: editableProductRoute,
  editProduct: editProductRoute,
  listing: listingRoute,
  search: searchRoute,
  searchSuggestions: searchSuggestionsRoute,
  offers: offersRoute,
  staffOffers: staffOffersRoute,
  createSale: createSaleRoute,
  changeSale: changeSaleRoute,
  endSale: endSaleRoute,
  salePreview: salePreviewRoute,
  createCode: createCodeRoute,
  changeCode: changeCodeRoute,
  endCode: endCodeRoute,
  offerHistory: offerHistoryRoute,
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
