import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 7's behaviour, chosen on purpose: each v8 flag changes how requests, data URLs
  // or route modules work, and adopting one is a change of its own with its tests. Naming them
  // also keeps the build log free of a warning per flag.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
