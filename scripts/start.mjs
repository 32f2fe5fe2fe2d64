// `npm start`: builds the web app, then runs the server from its TypeScript (migrations and demo seed happen at
// start). With NODE_ENV=production it runs the compiled output instead (`npm run build` first), nothing else:
// no Vite, no tsx, nothing from devDependencies.
import fs from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const compiled = 'apps/server/dist/bin/server.js';
let args;
if (process.env.NODE_ENV === 'production') {
  if (!fs.existsSync(compiled)) {
    console.error(
      `NODE_ENV=production runs the compiled server (${compiled}), which is missing: run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  args = ['--enable-source-maps', compiled];
} else {
  const build = spawnSync('npm', ['run', 'build', '-w', '@lunna/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  args = ['--import', 'tsx', 'apps/server/src/server.ts'];
}

const server = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
