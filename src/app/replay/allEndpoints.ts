// Replaying a recording runs every action through RTK Query's reducer, which needs the definition
// of each endpoint named in it; features inject theirs only when their screens load. Importing
// this module injects them all (allEndpoints.test.ts keeps the list whole).
import '@/features/account/messageSettingsApi';
import '@/features/auth/authApi';
import '@/entities/product/catalogApi';
import '@/features/delivery/deliveryApi';
import '@/features/orders/ordersApi';
import '@/features/orders/after-sale/afterSaleApi';
import '@/features/offers/quoteApi';
import '@/features/offers/offersApi';
import '@/features/payment/paymentApi';
import '@/features/reviews/write/myReviewApi';
import '@/features/reviews/reviewsApi';
import '@/features/search/searchApi';
import '@/features/store-info/storeInfoApi';
import '@/features/stock/stockApi';
