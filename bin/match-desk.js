#!/usr/bin/env node
'use strict';
// A reader that went away (`match-desk standings … | head`): the rest of the output is dropped
// and the command ends as it would have, instead of crashing on EPIPE (found by review).
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
});
require('../dist/src/bootstrap/cli.js')
  .main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
    // A command that failed has stopped its work: what it opened (a journal's lock, a watcher)
    // must not keep the process alive (found by review: a desk whose start failed stayed running).
    if (code !== 0) process.exit(code);
  });
