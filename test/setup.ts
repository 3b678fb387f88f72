import 'reflect-metadata';
import * as chai from 'chai';

chai.config.truncateThreshold = 0;
