import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitsModule } from '../visits/visits.module';
import { DocumentEntity } from './document.entity';
import { DocumentStore } from './document-store';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

@Module({
  imports: [TypeOrmModule.forFeature([DocumentEntity]), VisitsModule],
  controllers: [DocumentsController],
  providers: [DocumentsService, DocumentStore],
})
export class DocumentsModule {}
