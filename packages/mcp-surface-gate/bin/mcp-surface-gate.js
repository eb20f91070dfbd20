#!/usr/bin/env node
// The bin, a file of its own so npm links it even before the root install has built dist/: the compiled commands.
require('../dist/cli.js');
