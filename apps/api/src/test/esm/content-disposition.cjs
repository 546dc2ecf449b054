module.exports = require('./esmPackage.cjs')('content-disposition');
