module.exports = require('./esmPackage.cjs')('cookie');
