import type { NextConfig } from 'next';
import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from './lib/http/static-security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Loaded from node_modules at run time: PGlite reads its WASM and data files beside its module.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres'],
  // The container image (Dockerfile, docs/DEPLOY.md) builds with NEXT_OUTPUT=standalone: a server.js with only the
  // node_modules it needs. Unset (npm start, npm test), the build is the usual one.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  async headers() {
    return [
      { source: '/:path*', headers: staticSecurityHeaders(process.env.NODE_ENV === 'production') },
      // Pages get theirs from proxy.ts, which API routes skip.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
  async redirects() {
    // The catalogue's id is canonical; the spec's route list also names /mahjong.
    return [{ source: '/mahjong', destination: '/mahjong-solitaire', permanent: true }];
  },
};

export default nextConfig;
