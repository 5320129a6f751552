// content-disposition 2+ is ESM-only, which Node's require(esm) loads but jest 29 cannot.
// Tests map it to the CommonJS 1.x release, which has the same create/parse behaviour.
const contentDisposition = require('content-disposition-cjs');

module.exports = { create: contentDisposition, parse: contentDisposition.parse };
