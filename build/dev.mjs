// `npm run dev`: watch and rebuild the SPA and the server, restart the server, live-reload.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import * as esbuild from "esbuild";
import { clientOptions } from "./client.mjs";
import { writeIndexHtml } from "./index-html.mjs";
import { assetsDir, LIVE_RELOAD_PORT, publicDir, serverOut } from "./paths.mjs";
import { serverOptions } from "./server.mjs";
import { writeSideFiles } from "./side-files.mjs";

export async function dev() {
  mkdirSync(assetsDir, { recursive: true });
  // One id for the whole dev session: live reload, not the build check, brings new code.
  const buildId = `dev-${randomUUID()}`;
  writeSideFiles(buildId);
  let server = null;
  let restarting = Promise.resolve();
  // The next server starts once the last has exited: it claims the data directory, which the
  // last one holds until its database is closed (server/ops/control-socket.ts).
  const restartServer = () => {
    restarting = restarting.then(startServer);
  };
  const startServer = async () => {
    const last = server;
    if (last && last.exitCode === null && last.signalCode === null) {
      const exited = new Promise((resolve) => last.once("exit", resolve));
      last.kill("SIGTERM");
      const stuck = setTimeout(() => last.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(stuck);
    }
    server = spawn(process.execPath, ["--enable-source-maps", serverOut], {
      stdio: "inherit",
      // The sandbox endpoints (codes, test notifications) exist only when asked for: here.
      env: {
        SANDBOX: "1",
        ...process.env,
        LIVE_RELOAD_ORIGIN: `http://127.0.0.1:${LIVE_RELOAD_PORT}`,
      },
    });
  };
  const options = clientOptions({ production: false, buildId });
  const client = await esbuild.context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: "index-html",
        setup(build) {
          build.onEnd(async (result) => {
            if (result.metafile) await writeIndexHtml(result.metafile);
          });
        },
      },
    ],
  });
  const serverContext = await esbuild.context({
    ...serverOptions,
    plugins: [
      { name: "restart", setup: (build) => build.onEnd((r) => r.errors.length || restartServer()) },
    ],
  });
  await client.watch();
  await serverContext.watch();
  // esbuild's own server only provides the /esbuild change stream the page listens to.
  await client.serve({ host: "127.0.0.1", port: LIVE_RELOAD_PORT, servedir: publicDir });
  console.log(
    `dev: http://127.0.0.1:${process.env.PORT ?? 8080}/ (live reload from :${LIVE_RELOAD_PORT})`,
  );
  const stop = async () => {
    server?.kill("SIGTERM");
    await client.dispose();
    await serverContext.dispose();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
