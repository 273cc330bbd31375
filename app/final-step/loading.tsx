/** The full-screen spinner while the final step loads its transaction (spec §2 "Common screen behaviours"). */
export { ScreenLoading as default } from '@/components/layout/screen-loading';
