// Stands in for the theme's eager Prism set-up (see ./index.ts).
export {};
