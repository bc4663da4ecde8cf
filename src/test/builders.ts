import type { OrderDto, OrderItemDto, ProductDto, ShippingAddressDto, StoreInfoDto } from '../../server/src/contracts';

export function buildStoreInfo(overrides: Partial<StoreInfoDto> = {}): StoreInfoDto {
  return {
    storeName: 'Stride Test Sports',
    companyName: 'Stride Retail Pvt Ltd',
    companyAddress: '12 MG Road, Bengaluru, Karnataka 560001',
    companyEmail: 'care@stride.test',
    companyPhone: '+91 80 4000 1234',
    companyLogoUrl: '',
    description: 'Gear for every game.',
    categories: ['Fitness Accessories', 'Sports Equipment', 'Sports Shoes', 'Training Gear'],
    categoryImages: {},
    socialLinks: { instagram: 'https://instagram.test/stride' },
    policies: {},
    ...overrides,
  };
}

let productSequence = 0;

export function buildProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  productSequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(productSequence).padStart(12, '0')}`,
    title: `Test product ${productSequence}`,
    description: '',
    imgUrl: `http://localhost:8080/media/products/test-${productSequence}.svg`,
    category: 'Sports Equipment',
    parentCategory: null,
    gender: null,
    regularPrice: 1999,
    discountedPrice: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    images: [],
    attributes: [],
    ...overrides,
  };
}

export function buildShippingAddress(): ShippingAddressDto {
  return {
    fullName: 'Asha Rao',
    address: '4 Lake View',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    phone: '+919876543210',
  };
}

/** An order as servers send it: string ids (the reference server) or numbers (others); sizes and colours may be left out. */
export type OrderLike = Omit<OrderDto, 'id' | 'items'> & {
  id: string | number;
  items: Array<Omit<OrderItemDto, 'size' | 'color'> & { size?: string | null; color?: string | null }>;
};

export function buildOrder(overrides: Partial<OrderLike> = {}): OrderLike {
  return {
    id: '7KQ2M9XD',
    status: 0,
    createdAt: '2026-11-01T09:30:00.000Z',
    items: [{ id: 'item-1', productId: 'p-1', productTitle: 'Yoga Mat', quantity: 2, price: 799, size: null, color: null }],
    shippingAddress: buildShippingAddress(),
    trackingNumber: null,
    ...overrides,
  };
}
