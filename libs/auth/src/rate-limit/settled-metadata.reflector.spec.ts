import { SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SettledMetadataReflector } from './settled-metadata.reflector';

@SetMetadata('limit', 'class')
class Controller {
  @SetMetadata('limit', 'handler')
  limited(): void {}

  open(): void {}
}

@SetMetadata('skip', true)
class OtherController {
  open(): void {}
}

@SetMetadata('limit', 'subclass')
class InheritingController extends Controller {}

describe('SettledMetadataReflector', () => {
  const source = new Reflector();

  it("answers what the Reflector answers: the handler's metadata over its class's, or undefined", () => {
    const reflector = new SettledMetadataReflector(source);
    for (let round = 0; round < 2; round++) {
      expect(reflector.getAllAndOverride('limit', [Controller.prototype.limited, Controller])).toBe('handler');
      expect(reflector.getAllAndOverride('limit', [Controller.prototype.open, Controller])).toBe('class');
      expect(reflector.getAllAndOverride('skip', [Controller.prototype.open, Controller])).toBeUndefined();
      expect(reflector.getAllAndOverride('skip', [OtherController.prototype.open, OtherController])).toBe(true);
      expect(reflector.getAllAndOverride('limit', [OtherController.prototype.open, OtherController])).toBeUndefined();
      // One handler function, two classes: each class's own metadata.
      expect(reflector.getAllAndOverride('limit', [InheritingController.prototype.open, InheritingController])).toBe('subclass');
    }
  });

  it('asks the Reflector once per class, handler and key, and passes other questions through', () => {
    const asked = jest.spyOn(source, 'getAllAndOverride');
    const reflector = new SettledMetadataReflector(source);
    for (let i = 0; i < 5; i++) {
      reflector.getAllAndOverride('limit', [Controller.prototype.limited, Controller]);
      reflector.getAllAndOverride('skip', [Controller.prototype.limited, Controller]);
      reflector.getAllAndOverride('limit', [Controller]);
      reflector.getAllAndOverride(Symbol.for('key'), [Controller.prototype.limited, Controller]);
    }
    expect(asked).toHaveBeenCalledTimes(2 + 5 + 1);
    asked.mockRestore();
  });
});
