// The mark on head tags written by a server or the build, which the app's own head replaces
// (features/seo/PageHead.tsx).
export { SERVER_HEAD_ATTR as PRERENDERED_ATTR } from '@/features/seo/headTagsContext';
