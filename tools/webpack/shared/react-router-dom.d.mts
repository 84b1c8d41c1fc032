// Types of the router's shared names (react-router-dom.mjs): those of the package.
export * from 'react-router-dom';
