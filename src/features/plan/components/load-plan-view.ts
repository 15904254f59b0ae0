/** The plan view's chunk: the route renders it lazily, the toggle warms it on intent. */
export const loadPlanView = () => import('./plan-view.tsx');
