module.exports = 'illustration.svg';
