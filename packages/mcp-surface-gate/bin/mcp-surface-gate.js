#!/usr/bin/env node
// The bin, a file of its own so npm links it even before the root install has built dist/: the compiled commands.
// On Node 22.1+ the compiled code of the commands and their dependencies is kept between runs
// (Node's compile cache, as webpack's and Vite's bins use it); on Node 20 this does nothing.
require('node:module').enableCompileCache?.();
require('../dist/cli.js');
