/** The dashboard's icon (a trophy on the brand colour), served as /dashboard/assets/favicon.svg. */
export const DASHBOARD_FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="#1f4e79"/>
<path d="M20 14h24v8c0 8-5 14-12 14s-12-6-12-14z" fill="#f5c542"/>
<path d="M20 18h-6c0 7 3 11 8 12M44 18h6c0 7-3 11-8 12" fill="none" stroke="#f5c542" stroke-width="3"/>
<rect x="29" y="36" width="6" height="8" fill="#f5c542"/>
<rect x="22" y="44" width="20" height="6" rx="2" fill="#f5c542"/>
</svg>
`;
