/**
 * Wire types of the reference API (`/api/v1`). The storefront imports these type-only; the
 * client still treats every answer as untrusted and normalizes it (src/features/* normalizers).
 */

export interface ErrorBody {
  error: string;
}

export interface ProductImageDto {
  url: string;
}

export interface ProductAttributeDto {
  id: string;
  key: string;
  value: string[];
  metricUnit: string | null;
}

export interface ProductDto {
  id: string;
  title: string;
  description: string;
  imgUrl: string;
  category: string;
  parentCategory: string | null;
  gender: string | null;
  regularPrice: number;
  discountedPrice: number | null;
  createdAt: string;
  images: ProductImageDto[];
  attributes: ProductAttributeDto[];
}

export interface ProductListQuery {
  page?: number;
  limit?: number;
  category?: string;
  gender?: string;
  /** Comma-separated values matched against the product's gender; `null` matches none set. */
  filter?: string;
  parentCategory?: string;
  featured?: boolean;
}

export interface PaginationDto {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface ProductListDto {
  data: ProductDto[];
  pagination: PaginationDto;
}

export interface StoreInfoDto {
  storeName: string;
  companyName: string;
  companyAddress: string;
  companyEmail: string;
  companyPhone: string;
  companyLogoUrl: string;
  description: string;
  categories: string[];
  categoryImages: Record<string, string>;
  socialLinks: Record<string, string>;
  policies: Record<string, string>;
}

export interface AuthorizeRequest {
  email: string;
  password: string;
}

export interface AuthorizeResponse {
  token: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface AccountInfoDto {
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
}

/** `POST /users/register` (201) and `GET /accountInfo` both answer `{ data: AccountInfoDto }`. */
export interface AccountInfoResponse {
  data: AccountInfoDto;
}

export interface ShippingAddressDto {
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

/** One cart line with the options the shopper chose. */
export interface OrderLineRequest {
  productId: string;
  /** integer ≥ 1, a JSON number */
  quantity: number;
  size?: string;
  color?: string;
}

/**
 * `POST /orders`. May carry an `Idempotency-Key` header (1–200 visible ASCII characters): a repeat
 * with the same key and body gets the first answer, the same key with another body 422.
 */
export interface CreateOrderRequest {
  /** product id → quantity (integer ≥ 1, a JSON number) */
  products: Record<string, number>;
  shippingAddress: ShippingAddressDto;
  /**
   * Optional (at most 100): the same products and total quantity per product as `products`, line
   * by line with size and colour. Without it the order has one line per product.
   */
  lines?: OrderLineRequest[];
}

export interface OrderItemDto {
  id: string;
  productId: string;
  productTitle: string;
  quantity: number;
  /** unit price charged, taken from the catalogue when the order was placed */
  price: number;
  size: string | null;
  color: string | null;
}

/** 0 Pending, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled */
export type OrderStatusCode = 0 | 1 | 2 | 3 | 4;

export interface OrderDto {
  /**
   * 8 characters of Crockford base32, upper case (e.g. `7KQ2M9XD`); orders from before kept their
   * number as a string (`"1001"`). The server reads ids case-insensitively (O as 0, I and L as 1).
   */
  id: string;
  status: OrderStatusCode;
  createdAt: string;
  items: OrderItemDto[];
  shippingAddress: ShippingAddressDto;
  trackingNumber: string | null;
}

/** `GET /orders` answers `{ data: OrderDto[] }`, newest first; `GET /orders/{id}` and `POST /orders` (201) answer an `OrderDto`. */
export interface OrderListDto {
  data: OrderDto[];
}

export type PaymentFieldType =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'tel'
  | 'textarea'
  | 'select'
  | 'checkbox';

export interface PaymentFieldOptionDto {
  value: string;
  label: string;
}

export interface PaymentFieldRulesDto {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** a regular expression as a `/source/flags` string */
  pattern?: string;
}

export interface PaymentFieldDto {
  name: string;
  label: string;
  placeholder?: string;
  description?: string;
  type: PaymentFieldType;
  options?: PaymentFieldOptionDto[];
  inline?: boolean;
  mask?: string;
  defaultValue?: string;
  rules?: PaymentFieldRulesDto;
  rulesMessages?: string[];
  showWhenFilled?: string[];
}

export interface PaymentFieldsDto {
  fields: PaymentFieldDto[];
}

/** `POST /payments`; may carry an `Idempotency-Key` header like `POST /orders`. */
export interface CreatePaymentRequest {
  orderId: string | number;
  fields: Record<string, string>;
}

export type PaymentActionType = 'redirect_post' | 'deeplink' | 'qr';

export interface PaymentActionDto {
  type: PaymentActionType;
  redirectUrl?: string;
  formParams?: { type: string; url: string; data: Record<string, string> };
  qr?: string;
  qrBase64?: string;
}

export interface CreatePaymentResponse {
  success: boolean;
  action?: PaymentActionDto;
  redirectUrl?: string;
  error?: string;
}
